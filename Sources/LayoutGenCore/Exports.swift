// The library product's API names types of the stages below it (a spec's `SourceFile`, its
// diagnostics, the plan), so a client that imports LayoutGenCore sees them too.
@_exported import LayoutGenDiagnostics
@_exported import LayoutGenPlan
