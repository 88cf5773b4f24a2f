import Testing

@testable import LayoutGenDiagnostics
@testable import LayoutGenImport

/// A label's `numberOfLines` becomes `domain NAME.lines`: `check` then searches its text
/// wrapped at the width it is given (docs/import.md).
@Suite struct WrappingLabelImportTests {
    @Test func labelsOfMoreThanOneLineSayHowManyTheyWrapTo() throws {
        let xml = """
            <document>
                <objects>
                    <view id="root" customClass="Note">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <label text="Title" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="t" userLabel="Title">
                                <rect key="frame" x="16" y="12" width="288" height="20"/>
                            </label>
                            <label text="Body" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Body">
                                <rect key="frame" x="16" y="40" width="288" height="60"/>
                            </label>
                            <label text="Date" translatesAutoresizingMaskIntoConstraints="NO" id="d" userLabel="Date">
                                <rect key="frame" x="16" y="100" width="288" height="12"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                            <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="t" secondAttribute="trailing" constant="16" id="c3"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="t" secondAttribute="bottom" constant="8" id="c4"/>
                            <constraint firstItem="b" firstAttribute="leading" secondItem="t" secondAttribute="leading" id="c5"/>
                            <constraint firstItem="b" firstAttribute="trailing" secondItem="t" secondAttribute="trailing" id="c6"/>
                            <constraint firstItem="d" firstAttribute="top" secondItem="b" secondAttribute="bottom" id="c7"/>
                            <constraint firstItem="d" firstAttribute="leading" secondItem="t" secondAttribute="leading" id="c8"/>
                            <constraint firstAttribute="bottom" secondItem="d" secondAttribute="bottom" constant="8" id="c9"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let diagnostics = DiagnosticCollector()
        let spec = try #require(
            InterfaceBuilderImport.specs(of: SourceFile(path: "Note.xib", text: xml), diagnostics: diagnostics).first)
        #expect(spec.text.contains("    domain title.lines 1...3\n"))
        #expect(spec.text.contains("    domain body.lines 1...2  // numberOfLines 0: searched to 2 lines\n"))
        #expect(!spec.text.contains("date.lines"))
    }
}
