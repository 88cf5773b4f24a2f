import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenImport

/// `layoutgen import` (GENERATED.md §2): what each construct of an Interface Builder file
/// becomes, where what is not imported is reported, and that the specs solve to the frames
/// Auto Layout gives (hand-computed here; Tests/Oracle/ib_compare.py checks the corpus
/// against a kiwisolver model of the XML).
@Suite struct InterfaceBuilderImportTests {
    /// A table view cell as Interface Builder writes it: an icon, a title and a subtitle, a
    /// margin, a priority, a multiplier and a placeholder.
    static let episodeCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="episode" id="KGk-i7-Jjw" customClass="EpisodeCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="72"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="72"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="art-Wk-1aa">
                                <rect key="frame" x="16" y="12" width="48" height="48"/>
                            </imageView>
                            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="749" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-Lb-2bb" userLabel="Title Label">
                                <rect key="frame" x="76" y="16" width="228" height="20"/>
                            </label>
                            <label opaque="NO" text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="dtl-Lb-3cc">
                                <rect key="frame" x="76" y="40" width="228" height="16"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="art-Wk-1aa" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                            <constraint firstItem="art-Wk-1aa" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" id="c02-aa-aaa"/>
                            <constraint firstItem="art-Wk-1aa" firstAttribute="width" constant="48" id="c03-aa-aaa"/>
                            <constraint firstItem="art-Wk-1aa" firstAttribute="height" secondItem="art-Wk-1aa" secondAttribute="width" multiplier="1:1" id="c04-aa-aaa"/>
                            <constraint firstItem="ttl-Lb-2bb" firstAttribute="leading" secondItem="art-Wk-1aa" secondAttribute="trailing" constant="12" id="c05-aa-aaa"/>
                            <constraint firstAttribute="trailingMargin" secondItem="ttl-Lb-2bb" secondAttribute="trailing" id="c06-aa-aaa"/>
                            <constraint firstItem="ttl-Lb-2bb" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" constant="16" id="c07-aa-aaa"/>
                            <constraint firstItem="dtl-Lb-3cc" firstAttribute="top" secondItem="ttl-Lb-2bb" secondAttribute="bottom" constant="4" id="c08-aa-aaa"/>
                            <constraint firstItem="dtl-Lb-3cc" firstAttribute="leading" secondItem="ttl-Lb-2bb" secondAttribute="leading" id="c09-aa-aaa"/>
                            <constraint firstItem="dtl-Lb-3cc" firstAttribute="trailing" secondItem="ttl-Lb-2bb" secondAttribute="trailing" id="c10-aa-aaa"/>
                            <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="dtl-Lb-3cc" secondAttribute="bottom" constant="16" id="c11-aa-aaa"/>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="72" priority="999" identifier="minimumHeight" id="c12-aa-aaa"/>
                            <constraint firstItem="dtl-Lb-3cc" firstAttribute="width" constant="100" placeholder="YES" id="c13-aa-aaa"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="artwork" destination="art-Wk-1aa" id="o01-aa-aaa"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    func imported(_ xml: String, path: String = "EpisodeCell.xib") -> (specs: [InterfaceBuilderImport.Spec], messages: [String]) {
        let diagnostics = DiagnosticCollector()
        let specs = InterfaceBuilderImport.specs(of: SourceFile(path: path, text: xml), diagnostics: diagnostics)
        let messages = diagnostics.sorted.map { "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message)" }
        return (specs, messages)
    }

    @Test func aCellBecomesASpecAPersonCouldHaveWritten() throws {
        let (specs, messages) = imported(Self.episodeCell)
        #expect(messages == ["33:21: note: constraint 'c13-aa-aaa' is left out: it is a placeholder, removed at build time"])
        let spec = try #require(specs.first)
        #expect(specs.count == 1)
        #expect(spec.name == "EpisodeCell")
        #expect((spec.constraints, spec.imported) == (13, 13))
        #expect(
            spec.text == """
                // Imported from EpisodeCell.xib (tableViewCell id="KGk-i7-Jjw") by 'layoutgen import'.
                layout EpisodeCell {
                    input marginLeading = 16   // the root view's layout margin (leading)
                    input marginTrailing = 16  // the root view's layout margin (trailing)

                    view artwork: measured(hugging @251)                         // UIImageView id="art-Wk-1aa" frame 16,12,48,48
                    view titleLabel: measured(hugging @251, H compression @749)  // UILabel id="ttl-Lb-2bb" frame 76,16,228,20
                    view label1: measured                                        // UILabel id="dtl-Lb-3cc" frame 76,40,228,16

                    artwork.leading == super.leading + marginLeading
                    artwork.centerY == super.centerY
                    artwork.width == 48
                    artwork.height == artwork.width
                    titleLabel.leading == artwork.trailing + 12
                    titleLabel.trailing == super.trailing - marginTrailing
                    titleLabel.top == super.top + 16
                    label1.top == titleLabel.bottom + 4
                    label1.leading == titleLabel.leading
                    label1.trailing == titleLabel.trailing
                    label1.bottom <= super.bottom - 16
                    super.height >= 72 @999  // "minimumHeight"
                }

                """)
    }

    @Test func theImportedCellSolvesAsAutoLayoutDoes() throws {
        let spec = try #require(imported(Self.episodeCell).specs.first)
        // 375 wide, fitted: the title one 20-pt line, the detail 16; 16 + 20 + 4 + 16 + 16 = 72.
        let result = try #require(
            try frames(
                spec.text, width: 375, height: 0,
                measure: [
                    "artwork": .fixed(width: 48, height: 48), "titleLabel": .fixed(width: 228, height: 20),
                    "label1": .fixed(width: 228, height: 16),
                ],
                fit: .height))
        #expect([result.width, result.height] == [375, 72])
        #expect(result.frames.map(\.frame.array) == [[16, 12, 48, 48], [76, 16, 283, 20], [76, 40, 283, 16]])
    }
}
