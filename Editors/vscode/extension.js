// The LayoutGen extension: starts `layoutgen lsp` (LANGUAGE.md, GENERATED.md §2) for .layout
// files, and a command that opens `layoutgen preview --watch`'s page for the layout under the
// cursor. Everything else (diagnostics, hover, definition, completion, formatting) is the
// server's.
const path = require("path");
const os = require("os");
const { spawn } = require("child_process");
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
    context.subscriptions.push(
        vscode.commands.registerCommand("layoutgen.preview", () => preview(executable, context))
    );
}

// The layout whose `layout Name {` comes last before the cursor, previewed at three widths in
// a page that reloads itself when the spec changes.
function preview(executable, context) {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== "layoutgen") return;
    const before = editor.document.getText(new vscode.Range(new vscode.Position(0, 0), editor.selection.active));
    const names = [...before.matchAll(/\blayout\s+([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    const layout = names[names.length - 1];
    const page = path.join(os.tmpdir(), `layoutgen-preview-${layout || "spec"}.html`);
    const args = ["preview", editor.document.fileName, "--size", "320x0,375x0,414x0", "--fit", "height", "--output", page, "--watch"];
    if (layout) args.splice(2, 0, "--layout", layout);
    const watcher = spawn(executable, args, { stdio: "ignore" });
    context.subscriptions.push({ dispose: () => watcher.kill() });
    setTimeout(() => vscode.env.openExternal(vscode.Uri.file(page)), 1000);
}

function deactivate() {
    return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
