import LayoutGenPlan
import LayoutGenSyntax

/// Writes the body of a layout type's `place(_:in:rightToLeft:scale:)`: every frame mirrored in
/// its space's width, then every edge and size rounded. The same for every variant: a frame's
/// space is its parent's reported width (a scroll view's content width), or the width the
/// container was given (LANGUAGE.md §10: also when the content overflows it).
///
/// Where that is more lines than one function body holds (`TypeCheckCost.perFunction`, each
/// line costing 1), `place` calls parts that mirror (`mirrorPart1(…)`, …) and round
/// (`roundPart1(…)`, …) the frames in order, each a body Swift type-checks quickly.
package struct PlacementEmitter {
    package let layout: LayoutPlan
    /// The layout type's name, as written in Swift.
    let typeName: String

    /// One `mirror` per frame, with the space it is mirrored in.
    private var mirrors: [(line: String, space: MirrorSpace)] {
        layout.elements.indices.map { i in
            let space = layout.mirrorSpace(of: i)
            return ("Self.mirror(&frames.\(SwiftKeywords.escaped(layout.elements[i].name)), in: \(name(space)))", space)
        }
    }

    /// One `round` per frame, per scroll view's content size, and for the container's size.
    private var rounds: [String] {
        var targets = layout.elements.map { SwiftKeywords.escaped($0.name) }
        targets += layout.elements.filter(\.isScroll).map { "\($0.name)ContentSize" }
        targets.append("size")
        return targets.map { "Self.round(&frames.\($0), scale)" }
    }

    /// The bodies of `place`'s `if rightToLeft` block and of what follows its `guard scale > 0`,
    /// and the parts they call (none where `place` holds every line).
    package func place() -> (mirroring: String, rounding: String, parts: [String]) {
        let mirrors = self.mirrors
        let rounds = self.rounds
        let width = "let width = givenWidth > 0 ? givenWidth : 0"
        // The spaces' widths, read before any frame moves, then one `mirror` per frame.
        let mirroring = [width] + reads(mirrors.map(\.space)) + mirrors.map(\.line)
        guard mirroring.count + 1 + rounds.count > TypeCheckCost.perFunction else {
            return (mirroring.joined(separator: "\n"), rounds.joined(separator: "\n"), [])
        }
        var parts: [String] = []
        var mirrorCalls = [width]
        for (n, chunk) in mirrorChunks(mirrors).enumerated() {
            let name = "mirrorPart\(n + 1)"
            mirrorCalls.append("Self.\(name)(&frames, in: width)")
            parts.append(
                Self.part(
                    name, "Mirrors \(chunk.count) of the frames in their spaces' widths",
                    parameters: "_ frames: inout \(typeName), in width: CGFloat", body: chunk.lines))
        }
        var roundCalls: [String] = []
        for (n, start) in stride(from: 0, to: rounds.count, by: TypeCheckCost.perFunction).enumerated() {
            let name = "roundPart\(n + 1)"
            roundCalls.append("Self.\(name)(&frames, scale)")
            let chunk = rounds[start..<min(start + TypeCheckCost.perFunction, rounds.count)]
            parts.append(
                Self.part(
                    name, "Rounds \(chunk.count) of the frames to the nearest 1/scale",
                    parameters: "_ frames: inout \(typeName), _ scale: CGFloat", body: Array(chunk)))
        }
        return (mirrorCalls.joined(separator: "\n"), roundCalls.joined(separator: "\n"), parts)
    }

    /// The mirrors in bodies of at most `TypeCheckCost.perFunction` lines, each reading the widths
    /// of the spaces it mirrors in first. (Mirroring moves frames along x only: a width reads the
    /// same before and after.)
    private func mirrorChunks(_ mirrors: [(line: String, space: MirrorSpace)]) -> [(count: Int, lines: [String])] {
        var chunks: [(count: Int, lines: [String])] = []
        var start = 0
        while start < mirrors.count {
            var end = start
            var spaces: Set<MirrorSpace> = []
            while end < mirrors.count {
                var with = spaces
                if case .container = mirrors[end].space {} else { with.insert(mirrors[end].space) }
                guard with.count + end - start + 1 <= TypeCheckCost.perFunction else { break }
                spaces = with
                end += 1
            }
            let chunk = mirrors[start..<end]
            chunks.append((chunk.count, reads(chunk.map(\.space)) + chunk.map(\.line)))
            start = end
        }
        return chunks
    }

    /// The lines that read the widths of `spaces` other than the container's, once each,
    /// parents first.
    private func reads(_ spaces: [MirrorSpace]) -> [String] {
        Set(spaces).sorted(by: { ($0.parent ?? -1) < ($1.parent ?? -1) }).compactMap { space in
            switch space {
            case .container: nil
            case .frame(let parent):
                "let \(name(space)) = frames.\(SwiftKeywords.escaped(layout.elements[parent].name)).width"
            case .content(let scroll):
                "let \(name(space)) = frames.\(layout.elements[scroll].name)ContentSize.width"
            }
        }
    }

    /// The local name of a space's width: `width` for the container's, `<parent>Width`.
    private func name(_ space: MirrorSpace) -> String {
        space.parent.map { layout.elements[$0].name + "Width" } ?? "width"
    }

    /// A part's text, indented as a member of the extension it goes in.
    private static func part(_ name: String, _ summary: String, parameters: String, body: [String]) -> String {
        ([
            "    /// \(summary) (a part of `place`: one body of every line would be slow to type-check).",
            "    @inline(__always)", "    private static func \(name)(\(parameters)) {",
        ] + body.map { "        " + $0 } + ["    }"]).joined(separator: "\n")
    }
}
