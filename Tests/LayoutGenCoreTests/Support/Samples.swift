/// LANGUAGE.md §1's example with its sequence written as plain constraints (the core
/// language's version of it), shared by the solver, interpreter and CLI tests.
let profileCellSpec = """
    layout ProfileCell {
        view icon
        view time: measured
        view title: measured
        view subtitle: measured, optional
        icon.size == 48
        icon.leading == 12
        icon.centerY == super.centerY
        time.trailing == super.trailing - 12
        time.top == title.top
        title.leading == icon.trailing + 10
        title.trailing <= time.leading - 8
        subtitle.leading == title.leading
        subtitle.trailing == time.trailing
        title.top == 10
        subtitle.top == title.bottom + 4
        domain title.width 0...130
        domain time.width 0...100
    }

    """
