// Written by the golden tests (RECORD=1 swift test). Do not edit.
import Foundation

/// Every golden layout, callable by name.
let goldenLayouts: [GoldenLayout] = [
    GoldenLayout(file: "Examples/AutoLayoutCenterAndSize.layout", name: "AutoLayoutCenterAndSize") { call in
        let result = AutoLayoutCenterAndSize.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (AutoLayoutCenterAndSize.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/AutoLayoutHorizontalVertical.layout", name: "AutoLayoutHorizontalVertical") { call in
        let result = AutoLayoutHorizontalVertical.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (AutoLayoutHorizontalVertical.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/FangYuanDemo.layout", name: "FangYuanDemo") { call in
        let result = FangYuanDemo.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (FangYuanDemo.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/FeedCell.layout", name: "FeedCell") { call in
        let result = FeedCell.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (FeedCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/HotpotDemo.layout", name: "HotpotDemo") { call in
        let result = HotpotDemo.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (HotpotDemo.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitEqualSpacing.layout", name: "LayoutKitEqualSpacing") { call in
        let result = LayoutKitEqualSpacing.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitEqualSpacing.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleGapBetweenPair") { call in
        let result = LayoutKitFlexibleGapBetweenPair.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleGapBetweenPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleCentredPair") { call in
        let result = LayoutKitFlexibleCentredPair.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleCentredPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleWeightedGap") { call in
        let result = LayoutKitFlexibleWeightedGap.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleWeightedGap.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleHalfWeightEnds") { call in
        let result = LayoutKitFlexibleHalfWeightEnds.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleHalfWeightEnds.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleMiddleHeight") { call in
        let result = LayoutKitFlexibleMiddleHeight.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleMiddleHeight.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleWeightedWidths") { call in
        let result = LayoutKitFlexibleWeightedWidths.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleWeightedWidths.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexiblePlaceholders") { call in
        let result = LayoutKitFlexiblePlaceholders.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexiblePlaceholders.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleVerticalPair") { call in
        let result = LayoutKitFlexibleVerticalPair.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleVerticalPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitInsetEdges.layout", name: "LayoutKitInsetEdges") { call in
        let result = LayoutKitInsetEdges.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitInsetEdges.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitMessageCell.layout", name: "LayoutKitMessageCell") { call in
        let result = LayoutKitMessageCell.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (LayoutKitMessageCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LongTextCell.layout", name: "LongTextCell") { call in
        let result = LongTextCell.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (LongTextCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/ProfileCell.layout", name: "ProfileCell") { call in
        var hidden: ProfileCell.Hidden = []
        if call.hidden.contains("subtitle") { hidden.insert(.subtitle) }
        let result = ProfileCell.layout(
            in: CGSize(width: call.width, height: call.height),
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (ProfileCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/QuickVFLCollapsibleStack.layout", name: "QuickVFLCollapsibleStack") { call in
        var hidden: QuickVFLCollapsibleStack.Hidden = []
        if call.hidden.contains("wrapper1") { hidden.insert(.wrapper1) }
        let result = QuickVFLCollapsibleStack.layout(
            in: CGSize(width: call.width, height: call.height),
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (QuickVFLCollapsibleStack.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/QuickVFLTableScreen.layout", name: "QuickVFLTableScreen") { call in
        let result = QuickVFLTableScreen.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (QuickVFLTableScreen.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout", name: "AdaptiveRow") { call in
        var hidden: AdaptiveRow.Hidden = []
        if call.hidden.contains("badge") { hidden.insert(.badge) }
        let result = AdaptiveRow.layout(
            in: CGSize(width: call.width, height: call.height),
            compact: call.inputs["compact"]! != 0,
            hidden: hidden,
            safeAreaInsets: (CGFloat(call.safeArea[0]), CGFloat(call.safeArea[1]), CGFloat(call.safeArea[2]), CGFloat(call.safeArea[3])),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (AdaptiveRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Badge.layout", name: "Badge") { call in
        let result = Badge.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (Badge.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Columns.layout", name: "Columns") { call in
        let result = Columns.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (Columns.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/FittingClamp.layout", name: "FittingClamp") { call in
        let result = FittingClamp.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (FittingClamp.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/FlexibleBasis.layout", name: "FlexibleBasis") { call in
        let result = FlexibleBasis.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (FlexibleBasis.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/GuideRow.layout", name: "GuideRow") { call in
        let result = GuideRow.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (GuideRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NameClash.layout", name: "NameClash") { call in
        let result = NameClash.layout(
            in: CGSize(width: call.width, height: call.height),
            frames: CGFloat(call.inputs["frames"]!),
            place: CGFloat(call.inputs["place"]!),
            nonNegative: CGFloat(call.inputs["nonNegative"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (NameClash.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NestedCard.layout", name: "NestedCard") { call in
        let result = NestedCard.layout(
            in: CGSize(width: call.width, height: call.height),
            padding: CGFloat(call.inputs["padding"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (NestedCard.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NestedFlexible.layout", name: "NestedFlexible") { call in
        let result = NestedFlexible.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (NestedFlexible.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Toolbar.layout", name: "Toolbar") { call in
        let result = Toolbar.layout(
            in: CGSize(width: call.width, height: call.height),
            inset: CGFloat(call.inputs["inset"]!),
            titleLimit: CGFloat(call.inputs["titleLimit"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (Toolbar.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/WeightedRow.layout", name: "WeightedRow") { call in
        let result = WeightedRow.layout(
            in: CGSize(width: call.width, height: call.height),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1) })
        return (WeightedRow.Element.allCases.map { result[$0] }, result.size)
    },
]
