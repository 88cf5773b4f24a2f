import LayoutGenAlgebra

/// A measured view whose text wraps (`domain NAME.lines 1...N`), run symbolically: the text
/// of `eval`'s `text:WxH:N`, whose unknowns are its width on one line `W` and its line height
/// `H`.
///
/// The maths: proposed a width `p > 0`, it answers `min(W, p)` wide and `k·H` tall, with
/// `k = ⌈W / p⌉` lines, at most `N`. The cases are linear: one line where `W <= p`; `k` lines,
/// `2 <= k < N`, where `(k − 1)·p < W <= k·p`; `N` lines where `(N − 1)·p < W`; and, proposed
/// no width (`p <= 0`), 0 wide and `N` lines. The height jumps where the line count changes, so
/// the strict ends are kept strict, by a 64th of a point (`ε`): on the boundary a path of
/// `k + 1` lines would give another height than the text has there. Proposed an unbounded
/// width, it is one line, `W` within the container's given width. Its height answers whatever
/// height it is proposed (a text that needs more lines than it is given is what the `cut` check
/// looks for).
extension PathExplorer {
    /// Each case of the answer to a proposal of width `proposal`: its width, its height and the
    /// rows (`f <= 0`) under which it is the answer.
    func wrappingAnswers(_ proposal: Value, natural w: AffineForm, lineHeight h: AffineForm, lines most: Int)
        -> [(width: AffineForm, height: AffineForm, rows: [AffineForm])]
    {
        func lines(_ k: Int) -> AffineForm {
            var form = AffineForm()
            form.add(h, times: Rational(k))
            return form
        }
        func times(_ p: AffineForm, _ k: Int) -> AffineForm {
            var form = AffineForm()
            form.add(p, times: Rational(k))
            return form
        }
        guard case .finite(let p) = proposal else {
            return [(w, h, [w - unknowns[domain.width]])]
        }
        let epsilon = AffineForm(constant: Rational(1, 64))
        // (k − 1)·p < W and p > 0.
        func beyond(_ k: Int) -> [AffineForm] { [times(p, k - 1) - w + epsilon, epsilon - p] }
        var cases: [(width: AffineForm, height: AffineForm, rows: [AffineForm])] = [(w, h, [w - p])]
        for k in 2..<most {
            cases.append((p, lines(k), beyond(k) + [w - times(p, k)]))
        }
        cases.append((p, lines(most), beyond(most)))
        cases.append((zero, lines(most), [p]))
        return cases
    }
}
