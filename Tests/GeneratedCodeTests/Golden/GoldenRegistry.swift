// Written by the golden tests (RECORD=1 swift test). Do not edit.
import Foundation

/// Every golden layout, callable by name.
let goldenLayouts: [GoldenLayout] = [
    GoldenLayout(file: "Examples/ASDKgramProfileCounts.layout", name: "ASDKgramProfileCounts") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = ASDKgramProfileCounts.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                inset: CGFloat(call.inputs["inset"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = ASDKgramProfileCounts.layout(
            in: size,
            inset: CGFloat(call.inputs["inset"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (ASDKgramProfileCounts.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/AutoLayoutCenterAndSize.layout", name: "AutoLayoutCenterAndSize") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = AutoLayoutCenterAndSize.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = AutoLayoutCenterAndSize.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (AutoLayoutCenterAndSize.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/AutoLayoutHorizontalVertical.layout", name: "AutoLayoutHorizontalVertical") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = AutoLayoutHorizontalVertical.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = AutoLayoutHorizontalVertical.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (AutoLayoutHorizontalVertical.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/ChattoBubble.layout", name: "ChattoBubble") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = ChattoBubble.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                outgoing: call.inputs["outgoing"]! != 0,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = ChattoBubble.layout(
            in: size,
            outgoing: call.inputs["outgoing"]! != 0,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (ChattoBubble.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/FangYuanDemo.layout", name: "FangYuanDemo") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = FangYuanDemo.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = FangYuanDemo.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (FangYuanDemo.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/FeedCell.layout", name: "FeedCell") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = FeedCell.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = FeedCell.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (FeedCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/HotpotDemo.layout", name: "HotpotDemo") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = HotpotDemo.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = HotpotDemo.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (HotpotDemo.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitEqualSpacing.layout", name: "LayoutKitEqualSpacing") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitEqualSpacing.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitEqualSpacing.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitEqualSpacing.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleGapBetweenPair") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleGapBetweenPair.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleGapBetweenPair.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleGapBetweenPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleCentredPair") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleCentredPair.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleCentredPair.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleCentredPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleWeightedGap") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleWeightedGap.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleWeightedGap.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleWeightedGap.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleHalfWeightEnds") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleHalfWeightEnds.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleHalfWeightEnds.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleHalfWeightEnds.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleMiddleHeight") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleMiddleHeight.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleMiddleHeight.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleMiddleHeight.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleWeightedWidths") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleWeightedWidths.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleWeightedWidths.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleWeightedWidths.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexiblePlaceholders") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexiblePlaceholders.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexiblePlaceholders.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexiblePlaceholders.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitFlexible.layout", name: "LayoutKitFlexibleVerticalPair") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitFlexibleVerticalPair.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitFlexibleVerticalPair.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitFlexibleVerticalPair.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitInsetEdges.layout", name: "LayoutKitInsetEdges") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitInsetEdges.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = LayoutKitInsetEdges.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (LayoutKitInsetEdges.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LayoutKitMessageCell.layout", name: "LayoutKitMessageCell") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LayoutKitMessageCell.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = LayoutKitMessageCell.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (LayoutKitMessageCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/LongTextCell.layout", name: "LongTextCell") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LongTextCell.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = LongTextCell.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (LongTextCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/NetNewsWireTimelineCell.layout", name: "NetNewsWireTimelineCell") { call in
        var hidden: NetNewsWireTimelineCell.Hidden = []
        if call.hidden.contains("icon") { hidden.insert(.icon) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = NetNewsWireTimelineCell.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                lineHeight: CGFloat(call.inputs["lineHeight"]!),
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = NetNewsWireTimelineCell.layout(
            in: size,
            lineHeight: CGFloat(call.inputs["lineHeight"]!),
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (NetNewsWireTimelineCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/ProfileCell.layout", name: "ProfileCell") { call in
        var hidden: ProfileCell.Hidden = []
        if call.hidden.contains("subtitle") { hidden.insert(.subtitle) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = ProfileCell.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = ProfileCell.layout(
            in: size,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (ProfileCell.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/QuickVFLCollapsibleStack.layout", name: "QuickVFLCollapsibleStack") { call in
        var hidden: QuickVFLCollapsibleStack.Hidden = []
        if call.hidden.contains("wrapper1") { hidden.insert(.wrapper1) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = QuickVFLCollapsibleStack.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = QuickVFLCollapsibleStack.layout(
            in: size,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (QuickVFLCollapsibleStack.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Examples/QuickVFLTableScreen.layout", name: "QuickVFLTableScreen") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = QuickVFLTableScreen.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = QuickVFLTableScreen.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (QuickVFLTableScreen.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout", name: "AdaptiveRow") { call in
        var hidden: AdaptiveRow.Hidden = []
        if call.hidden.contains("badge") { hidden.insert(.badge) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = AdaptiveRow.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                compact: call.inputs["compact"]! != 0,
                hidden: hidden,
                safeAreaInsets: (CGFloat(call.safeArea[0]), CGFloat(call.safeArea[1]), CGFloat(call.safeArea[2]), CGFloat(call.safeArea[3])),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = AdaptiveRow.layout(
            in: size,
            compact: call.inputs["compact"]! != 0,
            hidden: hidden,
            safeAreaInsets: (CGFloat(call.safeArea[0]), CGFloat(call.safeArea[1]), CGFloat(call.safeArea[2]), CGFloat(call.safeArea[3])),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (AdaptiveRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Badge.layout", name: "Badge") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = Badge.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = Badge.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (Badge.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/BaselineRow.layout", name: "BaselineRow") { call in
        var hidden: BaselineRow.Hidden = []
        if call.hidden.contains("badge") { hidden.insert(.badge) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = BaselineRow.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { let a = call.measure($0.rawValue, $1); return .init(size: a.size, firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline) })
        }
        let result = BaselineRow.layout(
            in: size,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { let a = call.measure($0.rawValue, $1); return .init(size: a.size, firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline) })
        return (BaselineRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Columns.layout", name: "Columns") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = Columns.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = Columns.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (Columns.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/EpisodeProgress.layout", name: "EpisodeProgress") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = EpisodeProgress.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                progress: CGFloat(call.inputs["progress"]!),
                aspect: CGFloat(call.inputs["aspect"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = EpisodeProgress.layout(
            in: size,
            progress: CGFloat(call.inputs["progress"]!),
            aspect: CGFloat(call.inputs["aspect"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (EpisodeProgress.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/FittingClamp.layout", name: "FittingClamp") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = FittingClamp.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = FittingClamp.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (FittingClamp.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/FlexibleBasis.layout", name: "FlexibleBasis") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = FlexibleBasis.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = FlexibleBasis.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (FlexibleBasis.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/GuideRow.layout", name: "GuideRow") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = GuideRow.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = GuideRow.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (GuideRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/KeywordNames.layout", name: "KeywordNames") { call in
        var hidden: KeywordNames.Hidden = []
        if call.hidden.contains("case") { hidden.insert(.`case`) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = KeywordNames.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                var: CGFloat(call.inputs["var"]!),
                repeat: call.inputs["repeat"]! != 0,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = KeywordNames.layout(
            in: size,
            var: CGFloat(call.inputs["var"]!),
            repeat: call.inputs["repeat"]! != 0,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (KeywordNames.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/LongForm.layout", name: "LongForm") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = LongForm.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                frames: CGFloat(call.inputs["frames"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = LongForm.layout(
            in: size,
            frames: CGFloat(call.inputs["frames"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (LongForm.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/MailRow.layout", name: "MailRow") { call in
        var hidden: MailRow.Hidden = []
        if call.hidden.contains("unread") { hidden.insert(.unread) }
        if call.hidden.contains("avatar") { hidden.insert(.avatar) }
        if call.hidden.contains("vip") { hidden.insert(.vip) }
        if call.hidden.contains("count") { hidden.insert(.count) }
        if call.hidden.contains("attachment") { hidden.insert(.attachment) }
        if call.hidden.contains("flag") { hidden.insert(.flag) }
        if call.hidden.contains("chevron") { hidden.insert(.chevron) }
        if call.hidden.contains("preview") { hidden.insert(.preview) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = MailRow.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                compact: call.inputs["compact"]! != 0,
                threaded: call.inputs["threaded"]! != 0,
                large: call.inputs["large"]! != 0,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { let a = call.measure($0.rawValue, $1); return .init(size: a.size, firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline) })
        }
        let result = MailRow.layout(
            in: size,
            compact: call.inputs["compact"]! != 0,
            threaded: call.inputs["threaded"]! != 0,
            large: call.inputs["large"]! != 0,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { let a = call.measure($0.rawValue, $1); return .init(size: a.size, firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline) })
        return (MailRow.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/MinMaxBranch.layout", name: "MinMaxBranch") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = MinMaxBranch.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = MinMaxBranch.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (MinMaxBranch.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/MinMaxBranch3.layout", name: "MinMaxBranch3") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = MinMaxBranch3.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                cap: CGFloat(call.inputs["cap"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = MinMaxBranch3.layout(
            in: size,
            cap: CGFloat(call.inputs["cap"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (MinMaxBranch3.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NameClash.layout", name: "NameClash") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = NameClash.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                frames: CGFloat(call.inputs["frames"]!),
                place: CGFloat(call.inputs["place"]!),
                nonNegative: CGFloat(call.inputs["nonNegative"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = NameClash.layout(
            in: size,
            frames: CGFloat(call.inputs["frames"]!),
            place: CGFloat(call.inputs["place"]!),
            nonNegative: CGFloat(call.inputs["nonNegative"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (NameClash.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NestedCard.layout", name: "NestedCard") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = NestedCard.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                padding: CGFloat(call.inputs["padding"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = NestedCard.layout(
            in: size,
            padding: CGFloat(call.inputs["padding"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (NestedCard.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/NestedFlexible.layout", name: "NestedFlexible") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = NestedFlexible.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale))
        }
        let result = NestedFlexible.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale))
        return (NestedFlexible.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/ProfileCellSwapped.layout", name: "ProfileCellSwapped") { call in
        var hidden: ProfileCellSwapped.Hidden = []
        if call.hidden.contains("subtitle") { hidden.insert(.subtitle) }
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = ProfileCellSwapped.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                hidden: hidden,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = ProfileCellSwapped.layout(
            in: size,
            hidden: hidden,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (ProfileCellSwapped.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/RoundedLabels.layout", name: "RoundedLabels") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = RoundedLabels.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = RoundedLabels.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (RoundedLabels.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/Toolbar.layout", name: "Toolbar") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = Toolbar.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                inset: CGFloat(call.inputs["inset"]!),
                titleLimit: CGFloat(call.inputs["titleLimit"]!),
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = Toolbar.layout(
            in: size,
            inset: CGFloat(call.inputs["inset"]!),
            titleLimit: CGFloat(call.inputs["titleLimit"]!),
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (Toolbar.Element.allCases.map { result[$0] }, result.size)
    },
    GoldenLayout(file: "Tests/LayoutGenCoreTests/Fixtures/WeightedRow.layout", name: "WeightedRow") { call in
        var size = CGSize(width: call.width, height: call.height)
        if call.fittingWidth || call.fittingHeight {
            size = WeightedRow.sizeThatFits(
                CGSize(width: call.width, height: call.height),
                fittingWidth: call.fittingWidth,
                fittingHeight: call.fittingHeight,
                rightToLeft: call.rightToLeft,
                scale: CGFloat(call.scale),
                measure: { call.measure($0.rawValue, $1).size })
        }
        let result = WeightedRow.layout(
            in: size,
            rightToLeft: call.rightToLeft,
            scale: CGFloat(call.scale),
            measure: { call.measure($0.rawValue, $1).size })
        return (WeightedRow.Element.allCases.map { result[$0] }, result.size)
    },
]
