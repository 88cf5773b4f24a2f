/// `layoutgen preview`: reserved. A later version renders frames as SVG or HTML; this one
/// lists it in help and answers a usage error.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let summary = "render frames as SVG or HTML (not supported in this version)"
    static let usage = """
        layoutgen preview SPEC [--layout NAME] --size WxH[,WxH...] [same run-time options as eval]
                      --output FILE.svg|FILE.html
        """
    static let discussion = """
        Not supported in this version. It will render the frames 'eval' prints as an SVG
        picture (or an HTML page of several sizes side by side), each item a labelled
        rectangle and guides dashed.
        """
    static let options =
        RuntimeOptions.specs + [OptionSpec("--output", .single, value: "FILE", help: "the .svg or .html file to write")]

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        throw UsageError("preview is not supported in this version")
    }
}
