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
                    input marginLeading = 16   // the leading layout margin of the root view
                    input marginTrailing = 16  // the trailing layout margin of the root view

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

    /// A player bar: a stack view with a hidden arranged subview, a constant and a constraint
    /// per size class, a view its autoresizing mask places, and a constraint across container
    /// views, which is reported at its line and column and left in the spec as a comment.
    static let playerBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-01" customClass="PlayerBar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                    <subviews>
                        <stackView opaque="NO" spacing="8" distribution="fillEqually" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01" userLabel="Buttons">
                            <rect key="frame" x="16" y="10" width="136" height="44"/>
                            <subviews>
                                <button opaque="NO" id="btn-01">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w01-aa-aaa"/>
                                    </constraints>
                                </button>
                                <button hidden="YES" opaque="NO" id="btn-02">
                                    <rect key="frame" x="48" y="0.0" width="40" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w02-aa-aaa"/>
                                    </constraints>
                                </button>
                                <view contentMode="scaleToFill" id="box-01">
                                    <rect key="frame" x="96" y="0.0" width="40" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="1" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01">
                                            <rect key="frame" x="4" y="4" width="10" height="10"/>
                                        </label>
                                    </subviews>
                                </view>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" id="bar-01">
                            <rect key="frame" x="0.0" y="62" width="320" height="2"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-01" firstAttribute="leading" secondItem="root-01" secondAttribute="leading" constant="16" id="c01-aa-aaa">
                            <variation key="widthClass=regular" constant="32"/>
                        </constraint>
                        <constraint firstItem="stk-01" firstAttribute="centerY" secondItem="root-01" secondAttribute="centerY" id="c02-aa-aaa"/>
                        <constraint firstItem="stk-01" firstAttribute="top" secondItem="root-01" secondAttribute="top" constant="10" id="c03-aa-aaa"/>
                        <constraint firstItem="lbl-01" firstAttribute="top" secondItem="root-01" secondAttribute="top" constant="14" id="c04-aa-aaa"/>
                        <constraint firstItem="stk-01" firstAttribute="trailing" secondItem="root-01" secondAttribute="trailing" constant="-16" id="c05-aa-aaa"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c05-aa-aaa"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="c05-aa-aaa"/>
                        </mask>
                    </variation>
                    <connections>
                        <outlet property="size" destination="btn-01" id="o01"/>
                    </connections>
                </view>
            </objects>
        </document>
        """

    @Test func stackViewsSizeClassesAndMasksBecomeSequencesBranchesAndConstraints() throws {
        let (specs, messages) = imported(Self.playerBar, path: "Row.xib")
        #expect(
            messages == [
                "19:33: warning: the required size of the hidden arranged subview 'button1' is imported as @999: required, it would conflict with the view's collapse when it is hidden, as UIKit's UISV-hiding constraint does at run time; keep 999, or give the size in the stack's sequence",
                "43:17: error: constraint 'c04-aa-aaa' is not imported: it relates 'label1' and the root view, which are not in one container view (a constraint relates the views of one container and the container)",
            ])
        let spec = try #require(specs.first)
        #expect((spec.constraints, spec.imported) == (7, 6))
        #expect(
            spec.text == """
                // Imported from Row.xib (view id="root-01") by 'layoutgen import'.
                layout PlayerBar {
                    input compactWidth: Bool = true    // the horizontal size class is compact
                    input compactHeight: Bool = false  // the vertical size class is compact

                    view buttons {                        // UIStackView id="stk-01" frame 16,10,136,44
                        view sizeView: measured           // UIButton id="btn-01" frame 0,0,40,44
                        view button1: measured, optional  // UIButton id="btn-02" frame 48,0,40,44
                        view view1 {                      // UIView id="box-01" frame 96,0,40,44
                            view label1: measured         // UILabel id="lbl-01" frame 4,4,10,10
                        }

                        H: |[sizeView]-8-[button1(==sizeView)]-8-[view1(==sizeView)]|
                        sizeView.width == 40
                        sizeView.centerY == super.centerY
                        sizeView.top >= super.top
                        button1.width == 40 @999  // required in the file: it would conflict with the view's collapse when hidden
                        button1.centerY == super.centerY
                        button1.top >= super.top
                        view1.centerY == super.centerY
                        view1.top >= super.top
                        view1.height <= 0 @25
                        super.height <= 0 @51  // as small as its items allow
                    }
                    view view2  // UIView id="bar-01" frame 0,62,320,2

                    buttons.centerY == super.centerY
                    buttons.top == super.top + 10
                    view2.left == super.left                     // autoresizing mask
                    view2.width == super.width                   // autoresizing mask
                    view2.top == super.top + (super.height - 2)  // autoresizing mask
                    view2.height == 2                            // autoresizing mask
                    when compactWidth {
                        buttons.leading == super.leading + 16
                    } else {
                        buttons.leading == super.leading + 32
                    }
                    when compactHeight {
                        buttons.trailing == super.trailing - 16
                    }
                    // not imported: constraint id="c04-aa-aaa" (it relates 'label1' and the root view, which are not in one container view (a constraint relates the views of one container and the container))
                }

                """)
    }

    @Test func aFileThatIsNotXMLIsAnErrorAtItsLine() {
        let (specs, messages) = imported("<document>\n  <objects>\n</document>\n", path: "Broken.xib")
        #expect(specs.isEmpty)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("3:1: error: not an Interface Builder file:") == true)
    }

    @Test func namesAreIdentifiersOfTheLanguage() {
        #expect(ImportNames.identifier("Title Label", upper: false) == "titleLabel")
        #expect(ImportNames.identifier("URL", upper: false) == "url")
        #expect(ImportNames.identifier("URLLabel", upper: false) == "urlLabel")
        #expect(ImportNames.identifier("2nd line", upper: false) == "v2ndLine")
        #expect(ImportNames.identifier("Épisode cell", upper: true) == "EpisodeCell")
        #expect(ImportNames.identifier("-", upper: false) == nil)
        var names = ImportNames()
        #expect(names.view(preferred: "size", kind: "button") == "sizeView")
        #expect(names.view(preferred: nil, kind: "label") == "label1")
        #expect(names.view(preferred: nil, kind: "label") == "label2")
        #expect(names.view(preferred: "label2", kind: "label") == "label22")
    }

    @Test func multipliersInEveryFormIBWrites() throws {
        let term = ImportedLayout.Term(text: "a.width", compound: false)
        #expect(try #require(Multiplier("1:2")).applied(to: term) == "a.width / 2")
        #expect(try #require(Multiplier("3/4")).applied(to: term) == "a.width * 3 / 4")
        #expect(try #require(Multiplier("0.5")).applied(to: term) == "0.5 * a.width")
        #expect(try #require(Multiplier("1")).applied(to: term) == "a.width")
        #expect(try #require(Multiplier("1:1")).isOne)
        #expect(Multiplier("1:0") == nil)
        #expect(Multiplier("x") == nil)
        let margin = ImportedLayout.Term(text: "super.width - marginLeading", compound: true)
        #expect(try #require(Multiplier("16:9")).applied(to: margin) == "(super.width - marginLeading) * 16 / 9")
    }

    /// A scroll view: its content guide and its edges seen from its subviews are its content's,
    /// a subview as wide as it says it scrolls vertically, and a relation to its frame from
    /// inside is reported. A nested view's safe area is read as its edges, with a warning; a
    /// guide the language does not have is reported.
    static let pane = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root" customClass="Pane">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="doc" userLabel="Document">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                            <constraints>
                                <constraint firstItem="doc" firstAttribute="top" secondItem="cg" secondAttribute="top" id="k1"/>
                                <constraint firstItem="doc" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="k2"/>
                                <constraint firstItem="doc" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="k3"/>
                                <constraint firstItem="doc" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="k4"/>
                                <constraint firstItem="doc" firstAttribute="width" secondItem="fg" secondAttribute="width" id="k5"/>
                                <constraint firstItem="doc" firstAttribute="height" constant="400" id="k6"/>
                                <constraint firstItem="doc" firstAttribute="centerY" secondItem="scr" secondAttribute="centerY" priority="250" id="k7"/>
                            </constraints>
                        </scrollView>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Footer">
                            <rect key="frame" x="0.0" y="100" width="320" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                                    <rect key="frame" x="0.0" y="0.0" width="8" height="8"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="bsa"/>
                            <viewLayoutGuide key="readableContentGuide" id="rcg"/>
                            <constraints>
                                <constraint firstItem="dot" firstAttribute="top" secondItem="bsa" secondAttribute="top" id="k8"/>
                                <constraint firstItem="dot" firstAttribute="leading" secondItem="rcg" secondAttribute="leading" id="k9"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func scrollViewsAndGuides() throws {
        let (specs, messages) = imported(Self.pane, path: "Pane.xib")
        #expect(
            messages == [
                "20:25: note: constraint 'k5' is left out: it says how 'scrollView1' scrolls: 'scroll'",
                "22:25: error: constraint 'k7' is not imported: it relates the scroll view's frame to its content, which a scroll view of the spec does not",
                "35:25: warning: the safe area of 'footer' is imported as its edges: a spec has the safe area of its root view only",
                "36:25: error: constraint 'k9' is not imported: it relates the guide 'readableContentGuide', which the language does not have",
            ])
        let spec = try #require(specs.first)
        #expect((spec.constraints, spec.imported) == (9, 7))
        #expect(
            spec.text == """
                // Imported from Pane.xib (view id="root") by 'layoutgen import'.
                layout Pane {
                    view scrollView1: scroll {  // UIScrollView id="scr" frame 0,0,320,100
                        view document           // UIView id="doc" frame 0,0,320,400

                        document.top == super.top
                        document.leading == super.leading
                        document.bottom == super.bottom
                        document.trailing == super.trailing
                        document.height == 400
                        // not imported: constraint id="k7" (it relates the scroll view's frame to its content, which a scroll view of the spec does not)
                    }
                    view footer {  // UIView id="box" frame 0,100,320,100
                        view dot   // UIView id="dot" frame 0,0,8,8

                        dot.top == super.top
                        // not imported: constraint id="k9" (it relates the guide 'readableContentGuide', which the language does not have)
                    }
                }

                """)
    }

    /// Numbers the file should not hold are errors at their constraint, not guesses.
    @Test func aPriorityOrMultiplierThatIsNotOneIsReported() {
        let xml = """
            <document>
                <objects>
                    <view id="root" customClass="Bad">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="A">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="width" constant="10" priority="0" id="p0"/>
                            <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="x" id="mx"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="nan" id="cn"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (specs, messages) = imported(xml, path: "Bad.xib")
        #expect(
            messages == [
                "11:17: error: constraint 'p0' is not imported: its priority '0' is not a whole number from 1 to 1000",
                "12:17: error: constraint 'mx' is not imported: its multiplier 'x' is not a number",
                "13:17: error: constraint 'cn' is not imported: its constant 'nan' is not a number",
            ])
        #expect(specs.map(\.imported) == [0])
    }

    /// A visual effect view's subviews live in its content view: they are its own in the spec.
    @Test func aVisualEffectViewsContentIsItsOwn() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root" customClass="Bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <view key="contentView" opaque="NO" id="fxc">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <subviews>
                                        <label text="Now Playing" translatesAutoresizingMaskIntoConstraints="NO" id="t" userLabel="Title">
                                            <rect key="frame" x="16" y="12" width="100" height="20"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="t" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" constant="16" id="a1"/>
                                        <constraint firstItem="t" firstAttribute="centerY" secondItem="fxc" secondAttribute="centerY" id="a2"/>
                                    </constraints>
                                </view>
                                <blurEffect style="regular"/>
                            </visualEffectView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="fx" firstAttribute="top" secondItem="root" secondAttribute="top" id="b1"/>
                            <constraint firstItem="fx" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b2"/>
                            <constraint firstItem="fx" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b3"/>
                            <constraint firstItem="fx" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b4"/>
                            <constraint firstItem="fx" firstAttribute="height" constant="44" id="b5"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (specs, messages) = imported(xml, path: "Blur.xib")
        #expect(messages == [])
        #expect(
            try #require(specs.first).text == """
                // Imported from Blur.xib (view id="root") by 'layoutgen import'.
                layout Bar {
                    view visualEffectView1 {  // UIVisualEffectView id="fx" frame 0,0,320,44
                        view title: measured  // UILabel id="t" frame 16,12,100,20

                        title.leading == super.leading + 16
                        title.centerY == super.centerY
                    }

                    visualEffectView1.top == super.top
                    visualEffectView1.leading == super.leading
                    visualEffectView1.trailing == super.trailing
                    visualEffectView1.bottom == super.bottom
                    visualEffectView1.height == 44
                }

                """)
    }

    /// A second attribute without a second item is the view that holds the constraint: the
    /// aspect ratio Interface Builder writes on an image view.
    @Test func anAspectRatioRelatesTheViewThatHoldsIt() throws {
        let xml = """
            <document>
                <objects>
                    <view id="root" customClass="Poster">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="180"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="art" userLabel="Artwork">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="180"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondAttribute="height" multiplier="16:9" id="r1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="art" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
                            <constraint firstItem="art" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
                            <constraint firstItem="art" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
                            <constraint firstItem="art" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r5"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let spec = try #require(imported(xml, path: "Poster.xib").specs.first)
        #expect(spec.text.contains("    artwork.width == artwork.height * 16 / 9\n"))
        let result = try #require(try frames(spec.text, width: 320, height: 0, fit: .height))
        #expect([result.width, result.height] == [320, 180])
    }

    /// Constraints of an element the importer does not lay out (a navigation item's title
    /// view) are reported at it, never dropped silently; a table's header view is a spec.
    @Test func constraintsOutsideTheImportedViewsAreReported() {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" customClass="EpisodesViewController">
                                <tableView key="view" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <view key="tableHeaderView" id="hdr">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label text="Episodes" translatesAutoresizingMaskIntoConstraints="NO" id="hl" userLabel="Heading">
                                                <rect key="frame" x="16" y="12" width="100" height="20"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="hl" firstAttribute="leading" secondItem="hdr" secondAttribute="leading" constant="16" id="h1"/>
                                            <constraint firstItem="hl" firstAttribute="centerY" secondItem="hdr" secondAttribute="centerY" id="h2"/>
                                        </constraints>
                                    </view>
                                </tableView>
                                <navigationItem key="navigationItem" id="ni">
                                    <view key="titleView" id="ttv">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="t1"/>
                                        </constraints>
                                    </view>
                                </navigationItem>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (specs, messages) = imported(xml, path: "Episodes.storyboard")
        #expect(specs.map(\.name) == ["EpisodesViewControllerHeader"])
        #expect(specs.map(\.imported) == [2])
        #expect(messages == ["22:25: error: the 1 constraint of <view id=\"ttv\"> is not imported: it is not a view the importer lays out"])
    }
}
