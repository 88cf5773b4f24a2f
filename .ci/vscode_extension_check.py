#!/usr/bin/env python3
"""Validates the VS Code extension in Editors/vscode (no Node needed): package.json is an
extension manifest whose every referenced file exists, that activates on .layout files and
depends on the language client, and extension.js starts the server as `layoutgen lsp`."""
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Editors", "vscode")


def main():
    problems = []
    manifest = json.load(open(os.path.join(ROOT, "package.json")))
    for key in ("name", "displayName", "version", "publisher", "engines", "main", "activationEvents", "contributes"):
        if key not in manifest:
            problems.append(f"package.json: no '{key}'")
    if "vscode" not in manifest.get("engines", {}):
        problems.append("package.json: engines has no 'vscode'")
    if "vscode-languageclient" not in manifest.get("dependencies", {}):
        problems.append("package.json: no dependency on vscode-languageclient")
    if "onLanguage:layoutgen" not in manifest.get("activationEvents", []):
        problems.append("package.json: does not activate on the layoutgen language")
    contributes = manifest.get("contributes", {})
    languages = {language["id"]: language for language in contributes.get("languages", [])}
    if ".layout" not in languages.get("layoutgen", {}).get("extensions", []):
        problems.append("package.json: the layoutgen language does not claim .layout files")
    referenced = [manifest.get("main", "")]
    referenced += [language.get("configuration", "") for language in languages.values()]
    referenced += [grammar.get("path", "") for grammar in contributes.get("grammars", [])]
    for path in referenced:
        if not path or not os.path.isfile(os.path.join(ROOT, path)):
            problems.append(f"package.json: '{path}' does not exist in Editors/vscode")
    for grammar in contributes.get("grammars", []):
        if grammar.get("language") not in languages:
            problems.append(f"package.json: grammar for unknown language '{grammar.get('language')}'")
    commands = {command["command"] for command in contributes.get("commands", [])}
    script = open(os.path.join(ROOT, manifest.get("main", "extension.js"))).read()
    if 'args: ["lsp"]' not in script:
        problems.append("extension.js: does not start `layoutgen lsp`")
    for command in commands:
        if f'"{command}"' not in script:
            problems.append(f"extension.js: does not register '{command}'")
    for path in ("language-configuration.json",):
        json.load(open(os.path.join(ROOT, path)))
    if problems:
        print("vscode_extension_check: FAILED\n  " + "\n  ".join(problems))
        sys.exit(1)
    print(f"vscode_extension_check: Editors/vscode/package.json valid ({len(referenced)} files referenced, {len(commands)} command(s))")


if __name__ == "__main__":
    main()
