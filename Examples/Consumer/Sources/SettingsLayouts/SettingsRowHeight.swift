import Foundation

/// The height of a settings row. `SettingsRow`, generated from `Layouts/SettingsRow.layout`
/// into `Generated/` by `generate-layout` and committed, lays a row out at this height.
public let settingsRowHeight: CGFloat = 44
