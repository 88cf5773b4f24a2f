import Foundation

// What a careful person writes by hand for the same layouts: straight-line frame arithmetic
// in reading order, one measurement per measured view with the same proposal as the spec
// gives it, and the frames returned in the generated types (so both return the same value
// and do the same measuring). Left to right, no pixel rounding: the benchmark calls the
// generated code with `rightToLeft: false, scale: 0`.

private let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

/// `Examples/FeedCell.layout` by hand. Width in, height out.
public func handWrittenFeedCell(width: CGFloat, measure: (FeedCell.Measured, CGSize) -> CGSize) -> FeedCell {
    // Actor line: the options label keeps its width, the actor text yields.
    let options = measure(.options, unbounded)
    let optionsX = width - 8 - options.width
    let actorMaxWidth = optionsX - 16
    let actor = measure(.actor, CGSize(width: max(0, actorMaxWidth), height: .greatestFiniteMagnitude))
    let actorWidth = min(actor.width, actorMaxWidth)

    // Poster: image, then name, headline and time beside it.
    let posterY = 8 + actor.height + 8
    let posterTextX: CGFloat = 66
    let posterTextWidth = width - 74
    let posterTextProposal = CGSize(width: max(0, posterTextWidth), height: .greatestFiniteMagnitude)
    let name = measure(.posterName, posterTextProposal)
    let headline = measure(.posterHeadline, posterTextProposal)
    let time = measure(.posterTime, posterTextProposal)
    let headlineY = posterY + name.height + 2
    let timeY = headlineY + headline.height + 2

    // Body and link preview, full width inside 8-point margins.
    let contentWidth = width - 16
    let contentProposal = CGSize(width: max(0, contentWidth), height: .greatestFiniteMagnitude)
    let bodyY = max(posterY + 50, timeY + time.height) + 8
    let body = measure(.body, contentProposal)
    let linkImageY = bodyY + body.height + 8
    let linkTitleY = linkImageY + 208
    let linkTitle = measure(.linkTitle, contentProposal)
    let linkDomainY = linkTitleY + linkTitle.height + 2
    let linkDomain = measure(.linkDomain, contentProposal)

    // Actions: equal space between the three, never below 0; where they do not fit, the last
    // (share) gives way: it is measured in, and kept to, the width the other two leave.
    let actionsY = linkDomainY + linkDomain.height + 8
    let like = measure(.like, unbounded)
    let comment = measure(.comment, unbounded)
    let shareMaxWidth = contentWidth - like.width - comment.width
    let share = measure(.share, CGSize(width: max(0, shareMaxWidth), height: .greatestFiniteMagnitude))
    let shareWidth = min(share.width, shareMaxWidth)
    let gap = (shareMaxWidth - shareWidth) * 0.5
    let commentX = 8 + like.width + gap
    let shareX = commentX + comment.width + gap

    // Comment row.
    let commentRowY = actionsY + like.height + 8
    let actorComment = measure(.actorComment, posterTextProposal)
    let height = max(commentRowY + 50, commentRowY + actorComment.height) + 8

    return FeedCell(
        actor: CGRect(x: 8, y: 8, width: actorWidth, height: actor.height),
        options: CGRect(x: optionsX, y: 8, width: options.width, height: options.height),
        posterImage: CGRect(x: 8, y: posterY, width: 50, height: 50),
        posterName: CGRect(x: posterTextX, y: posterY, width: posterTextWidth, height: name.height),
        posterHeadline: CGRect(x: posterTextX, y: headlineY, width: posterTextWidth, height: headline.height),
        posterTime: CGRect(x: posterTextX, y: timeY, width: posterTextWidth, height: time.height),
        body: CGRect(x: 8, y: bodyY, width: contentWidth, height: body.height),
        linkImage: CGRect(x: 8, y: linkImageY, width: contentWidth, height: 200),
        linkTitle: CGRect(x: 8, y: linkTitleY, width: contentWidth, height: linkTitle.height),
        linkDomain: CGRect(x: 8, y: linkDomainY, width: contentWidth, height: linkDomain.height),
        like: CGRect(x: 8, y: actionsY, width: like.width, height: like.height),
        comment: CGRect(x: commentX, y: actionsY, width: comment.width, height: comment.height),
        share: CGRect(x: shareX, y: actionsY, width: max(0, shareWidth), height: share.height),
        actorImage: CGRect(x: 8, y: commentRowY, width: 50, height: 50),
        actorComment: CGRect(x: posterTextX, y: commentRowY, width: posterTextWidth, height: actorComment.height),
        size: CGSize(width: width, height: height))
}

/// `Benchmarks/Specs/EqualSpacingRow.layout` by hand: ten items, eleven equal gaps.
public func handWrittenEqualSpacingRow(size: CGSize, measure: (EqualSpacingRow.Measured, CGSize) -> CGSize)
    -> EqualSpacingRow
{
    let s0 = measure(.item0, unbounded)
    let s1 = measure(.item1, unbounded)
    let s2 = measure(.item2, unbounded)
    let s3 = measure(.item3, unbounded)
    let s4 = measure(.item4, unbounded)
    let s5 = measure(.item5, unbounded)
    let s6 = measure(.item6, unbounded)
    let s7 = measure(.item7, unbounded)
    let s8 = measure(.item8, unbounded)
    // Nothing stronger than the items' compression resistance bounds them, so each is proposed
    // any size (LANGUAGE.md §7.3: the order of the items never changes a proposal). Where they
    // do not fit, the last gives way: it is kept to the width the others leave, its height as
    // measured.
    let s9 = measure(.item9, unbounded)
    let item9MaxWidth =
        size.width - (s0.width + s1.width + s2.width + s3.width + s4.width + s5.width + s6.width + s7.width + s8.width)
    let item9Width = min(s9.width, item9MaxWidth)
    let gap = (item9MaxWidth - item9Width) / 11
    let midY = size.height * 0.5
    let x0 = gap
    let x1 = x0 + s0.width + gap
    let x2 = x1 + s1.width + gap
    let x3 = x2 + s2.width + gap
    let x4 = x3 + s3.width + gap
    let x5 = x4 + s4.width + gap
    let x6 = x5 + s5.width + gap
    let x7 = x6 + s6.width + gap
    let x8 = x7 + s7.width + gap
    let x9 = x8 + s8.width + gap
    return EqualSpacingRow(
        item0: CGRect(x: x0, y: midY - s0.height * 0.5, width: s0.width, height: s0.height),
        item1: CGRect(x: x1, y: midY - s1.height * 0.5, width: s1.width, height: s1.height),
        item2: CGRect(x: x2, y: midY - s2.height * 0.5, width: s2.width, height: s2.height),
        item3: CGRect(x: x3, y: midY - s3.height * 0.5, width: s3.width, height: s3.height),
        item4: CGRect(x: x4, y: midY - s4.height * 0.5, width: s4.width, height: s4.height),
        item5: CGRect(x: x5, y: midY - s5.height * 0.5, width: s5.width, height: s5.height),
        item6: CGRect(x: x6, y: midY - s6.height * 0.5, width: s6.width, height: s6.height),
        item7: CGRect(x: x7, y: midY - s7.height * 0.5, width: s7.width, height: s7.height),
        item8: CGRect(x: x8, y: midY - s8.height * 0.5, width: s8.width, height: s8.height),
        item9: CGRect(x: x9, y: midY - s9.height * 0.5, width: max(0, item9Width), height: s9.height),
        size: size)
}

/// `Benchmarks/Specs/NestedCard.layout` by hand. Width in, height out; the card's children
/// are in the card's coordinates, the footer's in the footer's.
public func handWrittenNestedCard(
    width: CGFloat, margin: CGFloat = 12, measure: (NestedCard.Measured, CGSize) -> CGSize
) -> NestedCard {
    let padding = margin + 4
    let cardWidth = width - 2 * margin

    // Header: avatar, name and date beside it.
    let nameX = padding + 50
    let nameWidth = cardWidth - nameX - padding
    let nameProposal = CGSize(width: max(0, nameWidth), height: .greatestFiniteMagnitude)
    let name = measure(.name, nameProposal)
    let date = measure(.date, nameProposal)
    let dateY = padding + name.height + 2

    // Image, 16:9, under whichever of the avatar and the date ends lower; then the text.
    let imageY = max(padding + 40, dateY + date.height) + 12
    let imageHeight = cardWidth * 0.5625
    let textWidth = cardWidth - 2 * padding
    let text = measure(.text, CGSize(width: max(0, textWidth), height: .greatestFiniteMagnitude))
    let textY = imageY + imageHeight + 12

    // Footer: like at the leading edge, share at the trailing edge; where they do not fit,
    // share (declared after like, with the same compression resistance) gives way.
    let footerY = textY + text.height + 8
    let like = measure(.like, unbounded)
    let shareMaxWidth = cardWidth - 24 - like.width
    let share = measure(.share, CGSize(width: max(0, shareMaxWidth), height: .greatestFiniteMagnitude))
    let shareWidth = min(share.width, shareMaxWidth)
    let shareX = cardWidth - 8 - shareWidth
    let footerHeight = max(like.height, share.height) + 16
    let cardHeight = footerY + footerHeight

    return NestedCard(
        card: CGRect(x: margin, y: margin, width: cardWidth, height: cardHeight),
        avatar: CGRect(x: padding, y: padding, width: 40, height: 40),
        name: CGRect(x: nameX, y: padding, width: nameWidth, height: name.height),
        date: CGRect(x: nameX, y: dateY, width: nameWidth, height: date.height),
        image: CGRect(x: 0, y: imageY, width: cardWidth, height: imageHeight),
        text: CGRect(x: padding, y: textY, width: textWidth, height: text.height),
        footer: CGRect(x: 0, y: footerY, width: cardWidth, height: footerHeight),
        like: CGRect(x: 8, y: 8, width: like.width, height: like.height),
        share: CGRect(x: shareX, y: 8, width: max(0, shareWidth), height: share.height),
        size: CGSize(width: width, height: cardHeight + 2 * margin))
}
