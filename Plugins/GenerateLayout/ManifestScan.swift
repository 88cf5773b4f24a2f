import Foundation

/// Which targets of a package apply a build tool plugin, read from the manifest's text.
///
/// The plugin API does not tell a command plugin which plugins a target applies, and the
/// manifest cannot be evaluated again from inside a plugin (SwiftPM holds the build
/// directory's lock). So the manifest files (`Package.swift`, `Package@swift-*.swift`) are
/// scanned: comments dropped, then every call `…Target(` or `.target(` whose `name:` is a
/// string literal counts as applying the plugin when the call's parentheses hold the
/// plugin's name as a string literal (`plugins: ["LayoutGenPlugin"]` or
/// `.plugin(name: "LayoutGenPlugin", package: …)`).
///
/// Limits: targets made by helper functions, or plugin lists kept in variables, are not
/// seen; the build plugin then catches the clash itself (it refuses committed copies of
/// the files it generates).
enum ManifestScan {
    /// The names of the targets whose declaration mentions `plugin` (nil: every target), in
    /// any manifest file of the package at `directory`.
    static func targets(applying plugin: String?, inPackageAt directory: URL) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var found: Set<String> = []
        for name in names
        where name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            found.formUnion(targets(applying: plugin, inManifest: text))
        }
        return found
    }

    /// The same, for one manifest's text.
    static func targets(applying plugin: String?, inManifest text: String) -> Set<String> {
        let tokens = tokenize(Array(text))
        var found: Set<String> = []
        // For each open call: its callee, its first `name:` string, whether it names the plugin.
        var stack: [(callee: String, name: String?, mentions: Bool)] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .open:
                let callee = index > 0 ? tokens[index - 1].word : nil
                stack.append((callee ?? "", nil, false))
            case .close:
                guard let call = stack.popLast() else { continue }
                let isTarget = call.callee == "target" || call.callee.hasSuffix("Target")
                if isTarget, call.mentions || plugin == nil, let name = call.name { found.insert(name) }
                if call.mentions, !stack.isEmpty { stack[stack.count - 1].mentions = true }
            case .string(let value):
                guard !stack.isEmpty else { continue }
                if value == plugin { stack[stack.count - 1].mentions = true }
                let labelled = index >= 2 && tokens[index - 1] == .colon && tokens[index - 2].word == "name"
                if labelled, stack[stack.count - 1].name == nil { stack[stack.count - 1].name = value }
            case .word, .colon:
                break
            }
        }
        return found
    }

    /// The pieces of manifest text that matter here.
    private enum Token: Equatable {
        case word(String), string(String), open, close, colon

        var word: String? {
            if case .word(let word) = self { return word }
            return nil
        }
    }

    /// Identifiers, string literals (escapes kept as written), parentheses and colons;
    /// comments and everything else dropped.
    private static func tokenize(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < characters.count {
            let character = characters[i]
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if character == "/", next == "/" {
                while i < characters.count, characters[i] != "\n" { i += 1 }
            } else if character == "/", next == "*" {
                i += 2
                while i + 1 < characters.count, !(characters[i] == "*" && characters[i + 1] == "/") { i += 1 }
                i += 2
            } else if character == "\"" {
                var value = ""
                i += 1
                while i < characters.count, characters[i] != "\"", characters[i] != "\n" {
                    if characters[i] == "\\", i + 1 < characters.count {
                        value.append(characters[i])
                        i += 1
                    }
                    value.append(characters[i])
                    i += 1
                }
                tokens.append(.string(value))
                i += 1
            } else if character.isLetter || character == "_" {
                var word = ""
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" {
                    word.append(characters[i])
                    i += 1
                }
                tokens.append(.word(word))
            } else {
                if character == "(" { tokens.append(.open) }
                if character == ")" { tokens.append(.close) }
                if character == ":" { tokens.append(.colon) }
                i += 1
            }
        }
        return tokens
    }
}
