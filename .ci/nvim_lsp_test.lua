-- Drives `layoutgen lsp` from Neovim, a real LSP client, headless (run by .ci/nvim_lsp_test.py
-- with docs/editors.md's init.lua for the Neovim in use): opens the spec in $SPEC, which the
-- snippet's FileType autocommand attaches the server to, waits for the server's diagnostics,
-- asks for hover, definition, completion and formatting, and prints what came back, one line
-- each, for the script to check.
vim.cmd("edit " .. os.getenv("SPEC"))
local buf = vim.api.nvim_get_current_buf()
local out = {}
local function say(line) table.insert(out, line) end
-- The clients attached to the buffer (0.10 has get_clients; 0.7 only buf_get_clients).
local function attached()
    local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = buf }) or vim.lsp.buf_get_clients(buf)
    local _, client = next(clients)
    return client
end
vim.wait(10000, function() return attached() ~= nil end, 20)
local client = attached()
say("filetype " .. vim.bo[buf].filetype)
if client == nil then
    say("no client attached")
    vim.fn.writefile(out, os.getenv("OUT"))
    vim.cmd("qa!")
end
vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
for _, d in ipairs(vim.diagnostic.get(buf)) do
    say(string.format("diagnostic %d:%d %s", d.lnum + 1, d.col + 1, d.message))
end
local document = { uri = vim.uri_from_bufnr(buf) }
local hover = client.request_sync("textDocument/hover", { textDocument = document, position = { line = 6, character = 6 } }, 5000, buf)
say("hover " .. ((hover and hover.result and hover.result.contents.value or "none"):gsub("\n.*", "")))
local definition = client.request_sync("textDocument/definition", { textDocument = document, position = { line = 6, character = 6 } }, 5000, buf)
local range = definition and definition.result and definition.result.range
say("definition " .. (range and string.format("%d:%d", range.start.line + 1, range.start.character + 1) or "none"))
local completion = client.request_sync("textDocument/completion", { textDocument = document, position = { line = 6, character = 10 } }, 5000, buf)
local items = completion and completion.result and (completion.result.items or completion.result) or {}
for _, item in ipairs(items) do
    if item.label == "centerY" then say("completion centerY") end
end
local formatting = client.request_sync("textDocument/formatting", { textDocument = document, options = { tabSize = 4, insertSpaces = true } }, 5000, buf)
local edits = formatting and formatting.result or {}
say("formatting " .. #edits .. " edit(s)")
if #edits > 0 then
    vim.lsp.util.apply_text_edits(edits, buf, "utf-16")
    say("formatted line 7: " .. vim.api.nvim_buf_get_lines(buf, 6, 7, false)[1])
end
client.stop()
vim.fn.writefile(out, os.getenv("OUT"))
vim.cmd("qa!")
