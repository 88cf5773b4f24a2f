// Written by Tests/Oracle/ib_committed.py from ib_model.py's frames; do not edit.

import Foundation
import Testing

/// The corpus's imported specs (Layouts/Imported), compiled as generated, laid out fitted to
/// 375 wide (else 320 or 414, where the model solves them) with each measured view its size in
/// the Interface Builder file: the frames are an independent Auto Layout model's of the XML
/// (Tests/Oracle/ib_model.py), not layoutgen's.
@Suite struct ImportedCorpusTests {
    func expect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [
            (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
            (actual.height, expected.height),
        ].allSatisfy { abs($0 - $1) < 0.01 }
        #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    func expect(_ actual: CGSize, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(actual.width - expected.width) < 0.01 && abs(actual.height - expected.height) < 0.01
        #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    /// ArtsyEnergy/ARAdminPartnerSelectViewController.xib: the model's frames at 375 wide, fitted.
    @Test func arAdminPartnerSelectViewController() {
        let sizes: [ARAdminPartnerSelectViewController.Measured: CGSize] = [._titleLabel: CGSize(width: 320, height: 76.5), ._searchBar: CGSize(width: 320, height: 56), ._networkActivityIndicator: CGSize(width: 37, height: 115.5)]
        let measure = { (view: ARAdminPartnerSelectViewController.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ARAdminPartnerSelectViewController.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ARAdminPartnerSelectViewController.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout._titleLabel, CGRect(x: 27.5, y: 50, width: 320, height: 76.5))
        expect(layout._searchBar, CGRect(x: 27.5, y: 134.5, width: 320, height: 56))
        expect(layout._networkActivityIndicator, CGRect(x: 172.5, y: 110, width: 37, height: 115.5))
        expect(layout._tableView, CGRect(x: 27.5, y: 190.5, width: 320, height: 437))
    }

    /// ArtsyEnergy/ARAlertViewController.xib: the model's frames at 375 wide, fitted.
    @Test func arAlertViewController() {
        let sizes: [ARAlertViewController.Measured: CGSize] = [.cancelButton: CGSize(width: 135, height: 37), .titleLabel: CGSize(width: 280, height: 103), .saveButton: CGSize(width: 135, height: 37)]
        let measure = { (view: ARAlertViewController.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ARAlertViewController.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ARAlertViewController.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.view1, CGRect(x: 17.4471, y: 108, width: 340, height: 179))
        expect(layout.cancelButton, CGRect(x: 30, y: 119, width: 135, height: 37))
        expect(layout.titleLabel, CGRect(x: 30, y: 8, width: 280, height: 103))
        expect(layout.saveButton, CGRect(x: 175, y: 119, width: 135, height: 37))
    }

    /// ArtsyEnergy/ARSettingsSectionButton.xib: the model's frames at 375 wide, fitted.
    @Test func arSettingsSectionButton() {
        let sizes: [ARSettingsSectionButton.Measured: CGSize] = [.chevron: CGSize(width: 8, height: 13), .settingTitleLabel: CGSize(width: 85, height: 19.5), .alertBadge: CGSize(width: 16, height: 16)]
        let measure = { (view: ARSettingsSectionButton.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ARSettingsSectionButton.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ARSettingsSectionButton.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.chevron, CGRect(x: 367, y: -6.5, width: 8, height: 13))
        expect(layout.topBorder, CGRect(x: 0, y: 0, width: 375, height: 1))
        expect(layout.bottomBorder, CGRect(x: 0, y: -1, width: 375, height: 1))
        expect(layout.settingTitleLabel, CGRect(x: 0, y: -9.75, width: 85, height: 19.5))
        expect(layout.alertBadge, CGRect(x: 343, y: -8, width: 16, height: 16))
    }

    /// CoronaWarnApp/ExposureDetectionHotlineCell.xib: the model's frames at 375 wide, fitted.
    @Test func exposureDetectionHotlineCell() {
        let sizes: [ExposureDetectionHotlineCell.Measured: CGSize] = [.button1: CGSize(width: 342, height: 50), .label1: CGSize(width: 206, height: 26.5), .label2: CGSize(width: 206, height: 77.5)]
        let measure = { (view: ExposureDetectionHotlineCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ExposureDetectionHotlineCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ExposureDetectionHotlineCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 224))
        expect(layout.hotlineContentView, CGRect(x: 16, y: 11, width: 343, height: 202))
        expect(layout.imageView1, CGRect(x: 199, y: 16, width: 118, height: 120))
        expect(layout.button1, CGRect(x: 16, y: 136, width: 311, height: 50))
        expect(layout.stackView1, CGRect(x: 16, y: 16, width: 175, height: 112))
        expect(layout.label1, CGRect(x: 0, y: 0, width: 175, height: 26.5))
        expect(layout.label2, CGRect(x: 0, y: 34.5, width: 175, height: 77.5))
    }

    /// DuckDuckGo/ActionMessageView.xib: the model's frames at 375 wide, fitted.
    @Test func actionMessageView() {
        let sizes: [ActionMessageView.Measured: CGSize] = [.message: CGSize(width: 280, height: 21), .actionButton: CGSize(width: 30, height: 27)]
        let measure = { (view: ActionMessageView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ActionMessageView.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ActionMessageView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 45))
        expect(layout.message, CGRect(x: 13, y: 12, width: 309, height: 21))
        expect(layout.actionButton, CGRect(x: 332, y: 9, width: 30, height: 27))
    }

    /// DuckDuckGo/BrowsingMenuButton.xib: the model's frames at 375 wide, fitted.
    @Test func browsingMenuButton() {
        let sizes: [BrowsingMenuButton.Measured: CGSize] = [.label: CGSize(width: 27.5, height: 15)]
        let measure = { (view: BrowsingMenuButton.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = BrowsingMenuButton.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = BrowsingMenuButton.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 85))
        expect(layout.highlight, CGRect(x: 3, y: 3, width: 369, height: 79))
        expect(layout.image, CGRect(x: 175.5, y: 20, width: 24, height: 24))
        expect(layout.label, CGRect(x: 173.75, y: 50, width: 27.5, height: 15))
    }

    /// DuckDuckGo/BrowsingMenuEntryViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func browsingMenuEntryViewCell() {
        let sizes: [BrowsingMenuEntryViewCell.Measured: CGSize] = [.entryLabel: CGSize(width: 41, height: 22)]
        let measure = { (view: BrowsingMenuEntryViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = BrowsingMenuEntryViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = BrowsingMenuEntryViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 40))
        expect(layout.entryImage, CGRect(x: 24, y: 13, width: 16, height: 16))
        expect(layout.entryLabel, CGRect(x: 57, y: 8, width: 41, height: 22))
        expect(layout.notificationDot, CGRect(x: 104, y: 17, width: 8, height: 8))
    }

    /// DuckDuckGo/FavoriteHomeCell.xib: the model's frames at 375 wide, fitted.
    @Test func favoriteHomeCell() {
        let sizes: [FavoriteHomeCell.Measured: CGSize] = [.iconImage: CGSize(width: 40, height: 40), .titleLabel: CGSize(width: 68, height: 24), .deleteButton: CGSize(width: 33, height: 28)]
        let measure = { (view: FavoriteHomeCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FavoriteHomeCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = FavoriteHomeCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.iconBackground, CGRect(x: 155.5, y: 0, width: 64, height: 64))
        expect(layout.iconImage, CGRect(x: 12, y: 12, width: 40, height: 40))
        expect(layout.titleLabel, CGRect(x: 0, y: 72, width: 375, height: 24))
        expect(layout.highlightMask, CGRect(x: 155.5, y: 0, width: 64, height: 64))
        expect(layout.deleteButton, CGRect(x: 357, y: -10, width: 33, height: 28))
    }

    /// DuckDuckGo/FindInPage.xib: the model's frames at 414 wide, fitted.
    @Test func findInPageView() {
        let sizes: [FindInPageView.Measured: CGSize] = [.doneButton: CGSize(width: 41, height: 33), .counterLabel: CGSize(width: 39.5, height: 36), .inputText: CGSize(width: 177.5, height: 36), .activityView: CGSize(width: 20, height: 20)]
        let measure = { (view: FindInPageView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FindInPageView.sizeThatFits(CGSize(width: 414, height: 0), measure: measure)
        let layout = FindInPageView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 414, height: 0))
        expect(layout.containerView, CGRect(x: 0, y: 0, width: 414, height: 49))
        expect(layout.doneButton, CGRect(x: 361, y: 8, width: 41, height: 33))
        expect(layout.searchBackground, CGRect(x: 80, y: 6.5, width: 269, height: 36))
        expect(layout.searchLoupe, CGRect(x: 8, y: 8, width: 20, height: 20))
        expect(layout.counterLabel, CGRect(x: 221.5, y: 0, width: 39.5, height: 36))
        expect(layout.inputText, CGRect(x: 36, y: 0, width: 177.5, height: 36))
        expect(layout.previousButton, CGRect(x: 44, y: 3.5, width: 24, height: 42))
        expect(layout.nextButton, CGRect(x: 8, y: 3.5, width: 24, height: 42))
        expect(layout.activityView, CGRect(x: 324, y: 14.5, width: 20, height: 20))
    }

    /// DuckDuckGo/NotificationView.xib: the model's frames at 375 wide, fitted.
    @Test func notificationView() {
        let sizes: [NotificationView.Measured: CGSize] = [.titleLabel: CGSize(width: 371, height: 24), .messageLabel: CGSize(width: 403, height: 86)]
        let measure = { (view: NotificationView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = NotificationView.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = NotificationView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 134))
        expect(layout.stackView1, CGRect(x: 16, y: 8, width: 313, height: 24))
        expect(layout.icon, CGRect(x: 0, y: 0, width: 24, height: 24))
        expect(layout.titleLabel, CGRect(x: 32, y: 0, width: 281, height: 24))
        expect(layout.messageLabel, CGRect(x: 16, y: 40, width: 313, height: 86))
        expect(layout.button1, CGRect(x: 337, y: 55, width: 24, height: 24))
    }

    /// DuckDuckGo/PrivacyProtectionHeaderCell.xib: the model's frames at 375 wide, fitted.
    @Test func privacyProtectionHeaderCell() {
        let sizes: [PrivacyProtectionHeaderCell.Measured: CGSize] = [.gradeImage: CGSize(width: 160, height: 120), .siteTitleLabel: CGSize(width: 286, height: 20), .gradeLabel: CGSize(width: 286, height: 12), .disclosureImage: CGSize(width: 10, height: 16), .backImage: CGSize(width: 10, height: 16)]
        let measure = { (view: PrivacyProtectionHeaderCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = PrivacyProtectionHeaderCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = PrivacyProtectionHeaderCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 212))
        expect(layout.gradeImage, CGRect(x: 107.5, y: 20, width: 160, height: 120))
        expect(layout.siteTitleLabel, CGRect(x: 20, y: 148, width: 335, height: 20))
        expect(layout.gradeLabel, CGRect(x: 20, y: 180, width: 335, height: 12))
        expect(layout.disclosureImage, CGRect(x: 341, y: 98, width: 10, height: 16))
        expect(layout.backImage, CGRect(x: 24, y: 98, width: 10, height: 16))
    }

    /// Lockbox/NoNetwork.xib: the model's frames at 375 wide, fitted.
    @Test func noNetworkView() {
        let sizes: [NoNetworkView.Measured: CGSize] = [.imageView1: CGSize(width: 14, height: 14), .label1: CGSize(width: 160, height: 18), .retryButton: CGSize(width: 41, height: 33)]
        let measure = { (view: NoNetworkView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = NoNetworkView.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = NoNetworkView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.imageView1, CGRect(x: 16, y: -7, width: 14, height: 14))
        expect(layout.label1, CGRect(x: 38, y: -9, width: 160, height: 18))
        expect(layout.retryButton, CGRect(x: 321, y: -16.5, width: 41, height: 33))
    }

    /// Lockbox/SpinnerAlert.xib: the model's frames at 375 wide, fitted.
    @Test func spinnerAlert() {
        let sizes: [SpinnerAlert.Measured: CGSize] = [.activityIndicatorView: CGSize(width: 37, height: 37), .text: CGSize(width: 120.5, height: 16)]
        let measure = { (view: SpinnerAlert.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = SpinnerAlert.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = SpinnerAlert.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 96))
        expect(layout.activityIndicatorView, CGRect(x: 169, y: 28, width: 37, height: 37))
        expect(layout.text, CGRect(x: 127.25, y: 75, width: 120.5, height: 16))
    }

    /// Loop/BolusProgressTableViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func bolusProgressTableViewCell() {
        let sizes: [BolusProgressTableViewCell.Measured: CGSize] = [.progressIndicator: CGSize(width: 30, height: 30), .progressLabel: CGSize(width: 279, height: 22), .tapToStopLabel: CGSize(width: 83, height: 18)]
        let measure = { (view: BolusProgressTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = BolusProgressTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = BolusProgressTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 54))
        expect(layout.backgroundView, CGRect(x: 0, y: 0, width: 375, height: 54))
        expect(layout.progressIndicator, CGRect(x: 345, y: 12, width: 30, height: 30))
        expect(layout.stopSquare, CGRect(x: 11.25, y: 11.25, width: 7.5, height: 7.5))
        expect(layout.progressLabel, CGRect(x: 7, y: 13, width: 279, height: 28))
        expect(layout.tapToStopLabel, CGRect(x: 290, y: 18, width: 49, height: 18))
    }

    /// NetNewsWire/AddFeedSelectFolderTableViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func addFeedSelectFolderTableViewCell() {
        let sizes: [AddFeedSelectFolderTableViewCell.Measured: CGSize] = [.folderLabel: CGSize(width: 49, height: 21), .detailLabel: CGSize(width: 44, height: 21)]
        let measure = { (view: AddFeedSelectFolderTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = AddFeedSelectFolderTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = AddFeedSelectFolderTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.folderLabel, CGRect(x: 20, y: -10.5, width: 49, height: 21))
        expect(layout.detailLabel, CGRect(x: 311, y: -10.5, width: 44, height: 21))
    }

    /// NetNewsWire/SettingsComboTableViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func settingsComboTableViewCell() {
        let sizes: [SettingsComboTableViewCell.Measured: CGSize] = [.comboNameLabel: CGSize(width: 42, height: 16)]
        let measure = { (view: SettingsComboTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = SettingsComboTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = SettingsComboTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 44))
        expect(layout.comboImage, CGRect(x: 12, y: 11, width: 22, height: 22))
        expect(layout.comboNameLabel, CGRect(x: 42, y: 14, width: 42, height: 16))
    }

    /// NetNewsWire/SettingsTableViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func vibrantTableViewCell() {
        let sizes: [VibrantTableViewCell.Measured: CGSize] = [.label1: CGSize(width: 28.5, height: 17), .label2: CGSize(width: 37.5, height: 17)]
        let measure = { (view: VibrantTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.label1, CGRect(x: 20, y: 14, width: 28.5, height: 17))
        expect(layout.label2, CGRect(x: 339, y: 14, width: 37.5, height: 17))
    }

    /// NetNewsWire/ShareFolderPickerAccountCell.xib: the model's frames at 375 wide, fitted.
    @Test func shareFolderPickerCell() {
        let sizes: [ShareFolderPickerCell.Measured: CGSize] = [.label: CGSize(width: 42, height: 16)]
        let measure = { (view: ShareFolderPickerCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ShareFolderPickerCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ShareFolderPickerCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 44))
        expect(layout.icon, CGRect(x: 20, y: 11, width: 22, height: 22))
        expect(layout.label, CGRect(x: 50, y: 14, width: 42, height: 16))
    }

    /// RocketChat/BasicMessageCell.xib: the model's frames at 375 wide, fitted.
    @Test func basicMessageCell() {
        let sizes: [BasicMessageCell.Measured: CGSize] = [.username: CGSize(width: 43.5, height: 25.5), .date: CGSize(width: 33, height: 16)]
        let measure = { (view: BasicMessageCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = BasicMessageCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = BasicMessageCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 60))
        expect(layout.username, CGRect(x: 63, y: 9.5, width: 43.5, height: 25.5))
        expect(layout.date, CGRect(x: 116.5, y: 14.25, width: 33, height: 16))
        expect(layout.avatarContainerView, CGRect(x: 8, y: 10, width: 40, height: 40))
        expect(layout.text, CGRect(x: 63, y: 35, width: 282, height: 20))
        expect(layout.readReceiptButton, CGRect(x: 347, y: 35, width: 20, height: 20))
        expect(layout.statusView, CGRect(x: 156.5, y: 15.25, width: 14, height: 14))
    }

    /// RocketChat/ChatMessageCell.xib: the model's frames at 375 wide, fitted.
    @Test func chatMessageCell() {
        let sizes: [ChatMessageCell.Measured: CGSize] = [.labelUsername: CGSize(width: 40, height: 21), .labelDate: CGSize(width: 32.5, height: 21)]
        let measure = { (view: ChatMessageCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = ChatMessageCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = ChatMessageCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.labelUsername, CGRect(x: 50, y: 2, width: 40, height: 21))
        expect(layout.labelDate, CGRect(x: 97, y: 2, width: 32.5, height: 21))
        expect(layout.avatarViewContainer, CGRect(x: 8, y: 5, width: 35, height: 35))
        expect(layout.mediaViews, CGRect(x: 53, y: -300, width: 314, height: 260))
        expect(layout.labelText, CGRect(x: 50, y: 24, width: 301, height: 0))
        expect(layout.reactionsListView, CGRect(x: 53, y: -40, width: 314, height: 40))
        expect(layout.statusView, CGRect(x: 136.5, y: 5.5, width: 14, height: 14))
        expect(layout.readReceiptButton, CGRect(x: 355, y: -144, width: 12, height: 12))
    }

    /// RocketChat/DirectoryChannelCell.xib: the model's frames at 375 wide, fitted.
    @Test func directoryChannelCell() {
        let sizes: [DirectoryChannelCell.Measured: CGSize] = [.labelName: CGSize(width: 64.5, height: 19.5), .labelTopic: CGSize(width: 79.5, height: 16), .labelUsers: CGSize(width: 218.5, height: 16)]
        let measure = { (view: DirectoryChannelCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = DirectoryChannelCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = DirectoryChannelCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 54))
        expect(layout.imageViewAvatar, CGRect(x: 16, y: 12, width: 30, height: 30))
        expect(layout.stackView1, CGRect(x: 61, y: 11, width: 79.5, height: 32))
        expect(layout.view1, CGRect(x: 0, y: 0, width: 79.5, height: 16))
        expect(layout.labelName, CGRect(x: 15, y: -1.75, width: 64.5, height: 19.5))
        expect(layout.imageViewIcon, CGRect(x: 0, y: 3, width: 10, height: 10))
        expect(layout.labelTopic, CGRect(x: 0, y: 16, width: 79.5, height: 16))
        expect(layout.labelUsers, CGRect(x: 140.5, y: 19, width: 218.5, height: 16))
    }

    /// RocketChat/EmailAuthTableViewCell.xib: the model's frames at 375 wide, fitted.
    @Test func emailAuthTableViewCell() {
        let sizes: [EmailAuthTableViewCell.Measured: CGSize] = [.loginButton: CGSize(width: 345, height: 48), .registerButton: CGSize(width: 345, height: 48)]
        let measure = { (view: EmailAuthTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = EmailAuthTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = EmailAuthTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.loginButton, CGRect(x: 15, y: -134, width: 345, height: 48))
        expect(layout.registerButton, CGRect(x: 15, y: -78, width: 345, height: 48))
    }

    /// RocketChat/NotificationViewController.xib: the model's frames at 375 wide, fitted.
    @Test func notificationViewController() {
        let sizes: [NotificationViewController.Measured: CGSize] = [.titleLabel: CGSize(width: 284, height: 19.5), .bodyLabel: CGSize(width: 284, height: 20.5)]
        let measure = { (view: NotificationViewController.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = NotificationViewController.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = NotificationViewController.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.notificationView, CGRect(x: 0, y: 0, width: 375, height: 64))
        expect(layout.view1, CGRect(x: 0, y: 0, width: 375, height: 64))
        expect(layout.titleLabel, CGRect(x: 71, y: 8, width: 284, height: 19.5))
        expect(layout.avatarViewContainer, CGRect(x: 20, y: 10, width: 36, height: 36))
        expect(layout.bodyLabel, CGRect(x: 71, y: 27.5, width: 284, height: 20.5))
        expect(layout.grabber, CGRect(x: 168.5, y: 54, width: 38, height: 5))
    }

    /// RocketChat/TextAttachmentMessageCell.xib: the model's frames at 375 wide, fitted.
    @Test func textAttachmentMessageCell() {
        let sizes: [TextAttachmentMessageCell.Measured: CGSize] = [.username: CGSize(width: 43.5, height: 20.5), .date: CGSize(width: 33, height: 16), .title: CGSize(width: 218, height: 16), .subtitle: CGSize(width: 236, height: 19.5)]
        let measure = { (view: TextAttachmentMessageCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = TextAttachmentMessageCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = TextAttachmentMessageCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 155))
        expect(layout.username, CGRect(x: 63, y: 10, width: 43.5, height: 20.5))
        expect(layout.date, CGRect(x: 116.5, y: 12.25, width: 33, height: 16))
        expect(layout.avatarContainerView, CGRect(x: 8, y: 10, width: 40, height: 40))
        expect(layout.textContainer, CGRect(x: 63, y: 38, width: 282, height: 107))
        expect(layout.title, CGRect(x: 15, y: 15, width: 234, height: 16))
        expect(layout.subtitle, CGRect(x: 15, y: 41, width: 252, height: 19.5))
        expect(layout.statusColor, CGRect(x: 3, y: 3, width: 3, height: 101))
        expect(layout.arrow, CGRect(x: 257, y: 18, width: 10, height: 10))
        expect(layout.fieldsStackView, CGRect(x: 15, y: 75.5, width: 252, height: 16))
        expect(layout.readReceiptButton, CGRect(x: 347, y: 125, width: 20, height: 20))
        expect(layout.statusView, CGRect(x: 156.5, y: 13.25, width: 14, height: 14))
    }

    /// LoopKit/OverrideSelectionViewController.storyboard: the model's frames at 375 wide, fitted.
    @Test func customOverrideCollectionViewCell() {
        let sizes: [CustomOverrideCollectionViewCell.Measured: CGSize] = [.imageView1: CGSize(width: 26.5, height: 25), .titleLabel: CGSize(width: 59.5, height: 20.5), .imageView2: CGSize(width: 12.5, height: 16.5)]
        let measure = { (view: CustomOverrideCollectionViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = CustomOverrideCollectionViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = CustomOverrideCollectionViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.imageView1, CGRect(x: 16, y: -12.5, width: 26.5, height: 25))
        expect(layout.titleLabel, CGRect(x: 54.5, y: -10.25, width: 59.5, height: 20.5))
        expect(layout.imageView2, CGRect(x: 346.5, y: -8.25, width: 12.5, height: 16.5))
    }

    /// LoopKit/OverrideSelectionViewController.storyboard: the model's frames at 375 wide, fitted.
    @Test func overrideHistoryCollectionViewCell() {
        let sizes: [OverrideHistoryCollectionViewCell.Measured: CGSize] = [.imageView1: CGSize(width: 28.5, height: 24.5), .titleLabel: CGSize(width: 55, height: 20.5), .imageView2: CGSize(width: 12.5, height: 16.5)]
        let measure = { (view: OverrideHistoryCollectionViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = OverrideHistoryCollectionViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = OverrideHistoryCollectionViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.imageView1, CGRect(x: 16, y: -12.25, width: 28.5, height: 24.5))
        expect(layout.titleLabel, CGRect(x: 56.5, y: -10.25, width: 55, height: 20.5))
        expect(layout.imageView2, CGRect(x: 346.5, y: -8.25, width: 12.5, height: 16.5))
    }

    /// LoopKit/OverrideSelectionViewController.storyboard: the model's frames at 375 wide, fitted.
    @Test func overrideSelectionFooterView() {
        let sizes: [OverrideSelectionFooterView.Measured: CGSize] = [.textLabel: CGSize(width: 351, height: 16)]
        let measure = { (view: OverrideSelectionFooterView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = OverrideSelectionFooterView.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = OverrideSelectionFooterView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.textLabel, CGRect(x: 16, y: 8, width: 351, height: 16))
    }

    /// LoopKit/OverrideSelectionViewController.storyboard: the model's frames at 375 wide, fitted.
    @Test func overrideSelectionHeaderView() {
        let sizes: [OverrideSelectionHeaderView.Measured: CGSize] = [.titleLabel: CGSize(width: 145, height: 16)]
        let measure = { (view: OverrideSelectionHeaderView.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = OverrideSelectionHeaderView.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = OverrideSelectionHeaderView.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.titleLabel, CGRect(x: 16, y: -8, width: 145, height: 16))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func accountInspectorViewControllerFooter() {
        let sizes: [AccountInspectorViewControllerFooter.Measured: CGSize] = [.limitationsAndSolutionsButton: CGSize(width: 264, height: 30)]
        let measure = { (view: AccountInspectorViewControllerFooter.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = AccountInspectorViewControllerFooter.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = AccountInspectorViewControllerFooter.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.limitationsAndSolutionsButton, CGRect(x: 55.5, y: -15, width: 264, height: 30))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func feedInspectorViewControllerCell() {
        let sizes: [FeedInspectorViewControllerCell.Measured: CGSize] = [.nameTextField: CGSize(width: 334, height: 22)]
        let measure = { (view: FeedInspectorViewControllerCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FeedInspectorViewControllerCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = FeedInspectorViewControllerCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.nameTextField, CGRect(x: 20, y: -11, width: 335, height: 22))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func feedInspectorViewControllerCell2() {
        let sizes: [FeedInspectorViewControllerCell2.Measured: CGSize] = [.label1: CGSize(width: 196.5, height: 20.5), .newArticleNotificationsEnabledSwitch: CGSize(width: 63, height: 28)]
        let measure = { (view: FeedInspectorViewControllerCell2.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FeedInspectorViewControllerCell2.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = FeedInspectorViewControllerCell2.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.label1, CGRect(x: 20, y: -10.25, width: 196.5, height: 20.5))
        expect(layout.newArticleNotificationsEnabledSwitch, CGRect(x: 292, y: -14, width: 63, height: 28))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func feedInspectorViewControllerCell3() {
        let sizes: [FeedInspectorViewControllerCell3.Measured: CGSize] = [.label1: CGSize(width: 187, height: 20.5), .readerViewAlwaysEnabledSwitch: CGSize(width: 63, height: 28)]
        let measure = { (view: FeedInspectorViewControllerCell3.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FeedInspectorViewControllerCell3.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = FeedInspectorViewControllerCell3.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.label1, CGRect(x: 20, y: -10.25, width: 187, height: 20.5))
        expect(layout.readerViewAlwaysEnabledSwitch, CGRect(x: 292, y: -14, width: 63, height: 28))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func feedInspectorViewControllerCell4() {
        let sizes: [FeedInspectorViewControllerCell4.Measured: CGSize] = [.feedURLLabel: CGSize(width: 334, height: 1)]
        let measure = { (view: FeedInspectorViewControllerCell4.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = FeedInspectorViewControllerCell4.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = FeedInspectorViewControllerCell4.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 23))
        expect(layout.feedURLLabel, CGRect(x: 16, y: 11, width: 343, height: 1))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func vibrantBasicTableViewCell() {
        let sizes: [VibrantBasicTableViewCell.Measured: CGSize] = [.label: CGSize(width: 301, height: 1)]
        let measure = { (view: VibrantBasicTableViewCell.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantBasicTableViewCell.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantBasicTableViewCell.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 23))
        expect(layout.label, CGRect(x: 16, y: 11, width: 306, height: 1))
        expect(layout.icon, CGRect(x: 330, y: -1, width: 25, height: 25))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func vibrantTableViewCell2() {
        let sizes: [VibrantTableViewCell2.Measured: CGSize] = [.label1: CGSize(width: 47.5, height: 20.5), .activeSwitch: CGSize(width: 63, height: 28)]
        let measure = { (view: VibrantTableViewCell2.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantTableViewCell2.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantTableViewCell2.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.label1, CGRect(x: 20, y: -10.25, width: 47.5, height: 20.5))
        expect(layout.activeSwitch, CGRect(x: 292, y: -14, width: 63, height: 28))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func vibrantTableViewCell3() {
        let sizes: [VibrantTableViewCell3.Measured: CGSize] = [.button1: CGSize(width: 374, height: 44)]
        let measure = { (view: VibrantTableViewCell3.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantTableViewCell3.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantTableViewCell3.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.button1, CGRect(x: 0, y: -22, width: 375, height: 44))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func vibrantTableViewCell4() {
        let sizes: [VibrantTableViewCell4.Measured: CGSize] = [.deleteAccountButton: CGSize(width: 374, height: 44)]
        let measure = { (view: VibrantTableViewCell4.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantTableViewCell4.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantTableViewCell4.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 0))
        expect(layout.deleteAccountButton, CGRect(x: 0, y: -22, width: 375, height: 44))
    }

    /// NetNewsWire/Inspector.storyboard: the model's frames at 375 wide, fitted.
    @Test func vibrantTableViewCell5() {
        let sizes: [VibrantTableViewCell5.Measured: CGSize] = [.label1: CGSize(width: 245, height: 20.5), .syncContentSwitch: CGSize(width: 63, height: 28)]
        let measure = { (view: VibrantTableViewCell5.Measured, _: CGSize) in let size = sizes[view]!; return size }
        let size = VibrantTableViewCell5.sizeThatFits(CGSize(width: 375, height: 0), measure: measure)
        let layout = VibrantTableViewCell5.layout(in: size, measure: measure)
        expect(size, CGSize(width: 375, height: 47.5))
        expect(layout.label1, CGRect(x: 16, y: 14, width: 270, height: 20.5))
        expect(layout.syncContentSwitch, CGRect(x: 294, y: 9.75, width: 63, height: 28))
    }
}
