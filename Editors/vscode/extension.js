// The LayoutGen extension: starts `layoutgen lsp` (docs/editors.md) for .layout
// files. Everything is the server's: diagnostics, hover, definition, completion, formatting,
// and a "Preview" lens above each layout (the server's `layoutgen.preview` command, which
// starts `layoutgen preview --watch` and asks the editor to open its page). The palette
// command below runs the same for the layout under the cursor.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
    const executable = vscode.workspace.getConfiguration("layoutgen").get("path") || "layoutgen";
    client = new LanguageClient(
        "layoutgen",
        "LayoutGen",
        { command: executable, args: ["lsp"] },
        { documentSelector: [{ scheme: "file", language: "layoutgen" }] }
    );
    client.start();
    context.subscriptions.push(vscode.commands.registerCommand("layoutgen.previewAtCursor", previewAtCursor));
}

// The server's `layoutgen.preview` for the layout that holds the cursor; the document must be
// saved (the preview reads the spec from disk and follows its saves).
async function previewAtCursor() {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== "layoutgen") return;
    const cursor = editor.selection.active;
    try {
        await client.sendRequest("workspace/executeCommand", {
            command: "layoutgen.preview",
            arguments: [editor.document.uri.toString(), { line: cursor.line, character: cursor.character }],
        });
    } catch (error) {
        vscode.window.showErrorMessage(`LayoutGen: ${error.message}`);
    }
}

function deactivate() {
    return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
