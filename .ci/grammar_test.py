#!/usr/bin/env python3
"""Tests the TextMate grammar of .layout files (Editors/vscode/syntaxes/layout.tmLanguage.json) with the
Python standard library only.

A small TextMate tokenizer (below) runs the grammar over every .layout file under Examples/
and Tests/, and over a few snippets, and the test asserts that:

- every character that is not white space gets a scope besides `source.layout`, and no
  character of a fixture is `invalid.illegal` (the grammar's catch-all);
- every token that the language's own lexing rules find (an independent lexer, below, that
  follows Sources/LayoutGenSyntax/Lexer*.swift) gets a scope of its kind: each keyword
  its keyword scope, numbers `constant.numeric`, comments `comment`, names a variable, entity,
  support or sequence-option scope, operators and punctuation `keyword.operator` or
  `punctuation`; the names that are keywords only where they stand (`mirrored when`,
  `domain …`, `allow overlap|outside …`, as the parser decides) their keyword scope;
- the snippets get exactly the scopes written next to them, and (but for the one that shows
  `invalid.illegal`) pass the checks every fixture passes.

The tokenizer implements what the grammar uses: `match` rules with `captures`, `begin`/`end`
rules with `beginCaptures`, `endCaptures` and `patterns`, `name`, `include` of `#rule` and
`$self`. Like vscode-textmate it searches each line (with its "\\n") for the leftmost match
among the current rule's patterns and its end pattern, the end pattern first on a tie, then
the patterns in order. The grammar's regexes must keep to a subset that Oniguruma (what
editors run) and Python's `re` read alike; `check_regex_subset` rejects the rest.

It also keeps Editors/layout.tmLanguage (the same grammar as an XML property list, for
TextMate 2, Sublime Text and other editors that read plists) equal to the JSON: run with
`--write` to rewrite it.

Usage: python3 .ci/grammar_test.py [--write]
"""
import json
import os
import plistlib
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
GRAMMAR = os.path.join(ROOT, "Editors", "vscode", "syntaxes", "layout.tmLanguage.json")
PLIST = os.path.join(ROOT, "Editors", "layout.tmLanguage")
ROOT_SCOPE = "source.layout"


# The tokenizer ---------------------------------------------------------------------------

def check_regex_subset(regex):
    """Rejects regex features that Oniguruma and Python's re read differently or that only
    one of them has; returns the regex compiled by Python."""
    forbidden = [
        (r"\\[GAzZhHRXKgk]", "an Oniguruma-only escape"),
        (r"\(\?>", "an atomic group"),
        (r"\(\?<[A-Za-z]", "a named group"),
        (r"\(\?P", "a Python-only group"),
        (r"\\[pP]\{", "a Unicode property"),
        (r"[*+?}][+]", "a possessive quantifier"),
        (r"\(\?[imsx-]+[):]", "inline flags"),
        (r"\[\[:", "a POSIX bracket"),
    ]
    for pattern, what in forbidden:
        if re.search(pattern, regex):
            raise AssertionError("regex %r uses %s" % (regex, what))
    return re.compile(regex)


class Grammar:
    """A grammar's rules, with includes resolved and regexes compiled."""

    def __init__(self, data):
        self.data = data
        self.repository = data.get("repository", {})
        self.regexes = {}
        self.expanded = {}

    def regex(self, text):
        if text not in self.regexes:
            self.regexes[text] = check_regex_subset(text)
        return self.regexes[text]

    def resolve(self, rule, parent):
        """The rule an include names, or the rule itself."""
        if "include" not in rule:
            return rule
        target = rule["include"]
        if target == "$self" or target == "$base":
            return self.data
        if target.startswith("#"):
            return self.repository[target[1:]]
        raise AssertionError("unsupported include %r" % target)

    def patterns(self, rule):
        """The match and begin rules a rule's `patterns` stand for, in order, includes expanded."""
        key = id(rule)
        if key not in self.expanded:
            result = []
            seen = set()

            def add(patterns):
                for pattern in patterns:
                    target = self.resolve(pattern, rule)
                    if "match" in target or "begin" in target:
                        result.append(target)
                    elif "patterns" in target:
                        if id(target) in seen:
                            continue
                        seen.add(id(target))
                        add(target["patterns"])
            add(rule.get("patterns", []))
            self.expanded[key] = result
        return self.expanded[key]


class Frame:
    """An open begin/end rule: the rule and the scopes inside it."""

    def __init__(self, rule, scopes):
        self.rule = rule
        self.scopes = scopes


def capture_scopes(match, captures, base, out):
    """Gives each character of each named capture group its scope, group 0 first."""
    spans = []
    for key in sorted(captures, key=int):
        group = int(key)
        name = captures[key].get("name")
        if name is None or group > (match.re.groups or 0) or match.start(group) < 0:
            continue
        spans.append((match.start(group), match.end(group), name))
    for index in range(match.start(), match.end()):
        scopes = list(base)
        for start, end, name in spans:
            if start <= index < end:
                scopes.append(name)
        out[index] = scopes


def tokenize(grammar, text):
    """The scopes of every character of `text` (lists, outermost first)."""
    result = []
    stack = [Frame(grammar.data, [ROOT_SCOPE])]
    for line in text.split("\n"):
        line_text = line + "\n"
        scopes = [None] * len(line_text)
        position = 0
        while position < len(line_text):
            top = stack[-1]
            best = None  # (start, order, kind, match, rule)
            if top.rule is not grammar.data:
                match = grammar.regex(top.rule["end"]).search(line_text, position)
                if match:
                    best = (match.start(), -1, "end", match, top.rule)
            for order, rule in enumerate(grammar.patterns(top.rule)):
                match = grammar.regex(rule.get("match", rule.get("begin"))).search(line_text, position)
                if match and (best is None or match.start() < best[0]):
                    best = (match.start(), order, "match" if "match" in rule else "begin", match, rule)
            if best is None:
                for index in range(position, len(line_text)):
                    scopes[index] = list(top.scopes)
                break
            start, _, kind, match, rule = best
            for index in range(position, start):
                scopes[index] = list(top.scopes)
            if kind == "end":
                outer = top.scopes[: len(top.scopes) - (1 if rule.get("contentName") else 0)]
                capture_scopes(match, rule.get("endCaptures", rule.get("captures", {})), outer, scopes)
                stack.pop()
                if match.end() == position and len(stack) == 0:
                    raise AssertionError("the root was popped")
            else:
                base = top.scopes + ([rule["name"]] if "name" in rule else [])
                if kind == "match":
                    capture_scopes(match, rule.get("captures", {}), base, scopes)
                else:
                    if match.end() == match.start():
                        raise AssertionError("begin %r matched nothing" % rule["begin"])
                    capture_scopes(match, rule.get("beginCaptures", rule.get("captures", {})), base, scopes)
                    inner = base + ([rule["contentName"]] if "contentName" in rule else [])
                    stack.append(Frame(rule, inner))
            if match.end() == position and kind != "end":
                # An empty match that opens nothing: let the character go by unscoped.
                scopes[position] = list(top.scopes)
                position += 1
            else:
                position = match.end()
        result.extend(scopes[:-1])
        result.append(None)  # the line break
    result.pop()
    return result


# The language's own lexing rules --------------------------------------------------------

KEYWORD_SCOPES = {
    "layout": "storage.type", "view": "storage.type", "guide": "storage.type", "input": "storage.type",
    "let": "storage.type", "when": "keyword.control", "else": "keyword.control",
    "super": "variable.language", "safe": "variable.language",
    "measured": "storage.modifier", "optional": "storage.modifier", "scroll": "storage.modifier",
    "align": "keyword.other.align", "H": "keyword.other.axis", "V": "keyword.other.axis",
    "true": "constant.language.boolean", "false": "constant.language.boolean",
}
PUNCTUATORS = ["==", "<=", ">=", "!=", "&&", "||"] + list("{}()[],:;.@|+-*/<>!=")
NAME_SCOPES = ("variable.", "entity.name.", "support.", "keyword.other.sequence-option", "constant.language.priority")


def lex(text):
    """(kind, start, end, text) per token and comment, as the layoutgen lexer splits them."""
    tokens = []
    i = 0
    while i < len(text):
        c = text[i]
        if c in " \t\r\n":
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            tokens.append(("comment", i, end, text[i:end]))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = len(text) if end < 0 else end + 2
            tokens.append(("comment", i, end, text[i:end]))
            i = end
        elif c.isascii() and (c.isalpha() or c == "_"):
            j = i
            while j < len(text) and text[j].isascii() and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            tokens.append(("keyword" if word in KEYWORD_SCOPES else "name", i, j, word))
            i = j
        elif c.isdigit():
            match = re.compile(r"[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?").match(text, i)
            tokens.append(("number", i, match.end(), match.group()))
            i = match.end()
        else:
            for punctuator in PUNCTUATORS:
                if text.startswith(punctuator, i):
                    tokens.append(("punctuator", i, i + len(punctuator), punctuator))
                    i += len(punctuator)
                    break
            else:
                tokens.append(("other", i, i + 1, c))
                i += 1
    return tokens


CHECK_PROBLEMS = ("overlap", "outside")


def contextual_keywords(text, words):
    """The scope prefix of each name that is a keyword where it stands, by the token's id, as
    the parser decides with one token of lookahead (Parser+Statements.swift, Parser+Checks.swift):
    `mirrored` before `when`; `domain` before a name or `super`; `allow` before `overlap` or
    `outside`, and that word. A line break between ends the statement (the words are names
    then), and a name after `.` is an attribute."""
    result = {}
    for n, token in enumerate(words[:-1]):
        kind, _, end, word = token
        after = words[n + 1]
        if kind != "name" or "\n" in text[end:after[1]] or (n > 0 and words[n - 1][3] == "."):
            continue
        if word == "mirrored" and after[3] == "when":
            result[id(token)] = "keyword.control"
        elif word == "domain" and (after[0] == "name" or after[3] == "super"):
            result[id(token)] = "keyword.other.domain"
        elif word == "allow" and after[0] == "name" and after[3] in CHECK_PROBLEMS:
            result[id(token)] = "keyword.other.allow"
            result[id(after)] = "keyword.other.problem"
    return result


def expected_prefixes(token, previous, contextual):
    """The scope prefixes one of which the token's innermost scope must start with; `contextual`
    is the keyword scope prefix of a name that is a keyword here, or None."""
    kind, _, _, word = token
    if kind in ("name", "keyword") and previous is not None and previous[3] == ".":
        return ("variable.other.property", "support.function.inset")
    if contextual is not None:
        return (contextual,)
    if kind == "keyword":
        return (KEYWORD_SCOPES[word],)
    if kind == "number":
        return ("constant.numeric",)
    if kind == "name":
        return NAME_SCOPES
    if kind == "punctuator":
        return ("keyword.operator", "punctuation", "storage.modifier.priority")
    return ("?",)


def check_file(grammar, path, text, failures):
    scopes = tokenize(grammar, text)
    assert len(scopes) == len(text), (path, len(scopes), len(text))
    where = lambda index: "%s:%d:%d" % (path, text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index))
    for index, character in enumerate(text):
        if character.isspace():
            continue
        character_scopes = scopes[index] or []
        if len(character_scopes) < 2:
            failures.append("%s: %r has no scope" % (where(index), character))
        elif any(scope.startswith("invalid.") for scope in character_scopes):
            failures.append("%s: %r is %s" % (where(index), character, character_scopes[-1]))
    previous = None
    tokens = lex(text)
    contextual = contextual_keywords(text, [t for t in tokens if t[0] != "comment"])
    for token in tokens:
        kind, start, end, word = token
        if kind == "comment":
            for index in range(start, end):
                if not text[index].isspace() and not any(s.startswith("comment.") for s in scopes[index] or []):
                    failures.append("%s: %r in a comment is %s" % (where(index), text[index], scopes[index]))
                    break
            continue
        prefixes = expected_prefixes(token, previous, contextual.get(id(token)))
        for index in range(start, end):
            innermost = (scopes[index] or [""])[-1]
            if not innermost.startswith(prefixes):
                failures.append("%s: %s %r is %s, expected %s" % (where(index), kind, word, innermost, " or ".join(prefixes)))
                break
        previous = token
    return scopes


# Snippets with the scopes they must get --------------------------------------------------

SNIPPETS = [
    # (text, [(substring, occurrence, scope that the substring's every character's innermost scope is)])
    ("layout Cell {\n    view icon: measured @high, optional\n}\n", [
        ("layout", 0, "storage.type.layout.layout"), ("Cell", 0, "entity.name.type.layout"),
        ("view", 0, "storage.type.item.layout"), ("icon", 0, "entity.name.variable.item.layout"),
        ("measured", 0, "storage.modifier.layout"), ("@", 0, "punctuation.definition.priority.layout"),
        ("high", 0, "constant.language.priority.layout"), ("optional", 0, "storage.modifier.layout"),
        ("{", 0, "punctuation.section.block.begin.layout"), ("}", 0, "punctuation.section.block.end.layout"),
    ]),
    ("a.leading == b.trailing + 10 @750 // gap\n", [
        ("a", 0, "variable.other.layout"), (".", 0, "punctuation.accessor.layout"),
        ("leading", 0, "variable.other.property.attribute.layout"), ("==", 0, "keyword.operator.comparison.layout"),
        ("trailing", 0, "variable.other.property.attribute.layout"), ("+", 0, "keyword.operator.arithmetic.layout"),
        ("10", 0, "constant.numeric.layout"), ("750", 0, "constant.numeric.priority.layout"),
        ("//", 0, "punctuation.definition.comment.layout"), ("gap", 0, "comment.line.double-slash.layout"),
    ]),
    ("H: |-12-[icon(48)]-(>=8)-[title(2*)]-| align centerY\n", [
        ("H", 0, "keyword.other.axis.layout"), (":", 0, "punctuation.separator.colon.layout"),
        ("|", 0, "punctuation.definition.sequence.edge.layout"), ("-", 0, "punctuation.separator.sequence.gap.layout"),
        ("12", 0, "constant.numeric.layout"), ("[", 0, "punctuation.section.item.begin.layout"),
        ("icon", 0, "variable.other.item.layout"), ("(", 0, "punctuation.section.parens.begin.layout"),
        ("48", 0, "constant.numeric.layout"), ("]", 0, "punctuation.section.item.end.layout"),
        (">=", 0, "keyword.operator.comparison.layout"), ("*", 0, "keyword.operator.arithmetic.layout"),
        ("|", 1, "punctuation.definition.sequence.edge.layout"), ("align", 0, "keyword.other.align.layout"),
        ("centerY", 0, "support.constant.alignment.layout"),
    ]),
    ("when compact && !hidden(badge) {\n} else when super.width >= 600 {\n} else {\n}\n", [
        ("when", 0, "keyword.control.conditional.layout"), ("compact", 0, "variable.other.layout"),
        ("&&", 0, "keyword.operator.logical.layout"), ("!", 0, "keyword.operator.logical.layout"),
        ("hidden", 0, "support.function.condition.layout"), ("else", 0, "keyword.control.conditional.layout"),
        ("when", 1, "keyword.control.conditional.layout"), ("super", 0, "variable.language.layout"),
        ("width", 0, "variable.other.property.attribute.layout"), ("600", 0, "constant.numeric.layout"),
    ]),
    ("/* a\n   block */ input gap: CGFloat = 1e3; let half = 0.5 * gap\n", [
        ("/*", 0, "punctuation.definition.comment.begin.layout"), ("a", 0, "comment.block.layout"),
        ("block", 0, "comment.block.layout"),
        ("*/", 0, "punctuation.definition.comment.end.layout"), ("input", 0, "storage.type.input.layout"),
        ("gap", 0, "entity.name.variable.input.layout"), ("CGFloat", 0, "support.type.layout"),
        ("=", 1, "keyword.operator.assignment.layout"), ("1e3", 0, "constant.numeric.layout"),
        (";", 0, "punctuation.terminator.statement.layout"), ("let", 0, "storage.type.let.layout"),
        ("half", 0, "entity.name.variable.constant.layout"), ("0.5", 0, "constant.numeric.layout"),
    ]),
    ("content.edges == super.edges.inset(top: 8, leading: min(a.width, 16))\n", [
        ("edges", 0, "variable.other.property.attribute.layout"), ("inset", 0, "support.function.inset.layout"),
        ("top", 0, "entity.name.label.layout"), (",", 0, "punctuation.separator.comma.layout"),
        ("min", 0, "support.function.math.layout"), (")", 1, "punctuation.section.parens.end.layout"),
    ]),
    ("mirrored when outgoing\n", [("mirrored", 0, "keyword.control.conditional.layout"),
                                   ("when", 0, "keyword.control.conditional.layout")]),
    ("a.width == ceil(super.width * 0.68, pixel)\n", [
        ("ceil", 0, "support.function.math.layout"), ("super", 0, "variable.language.layout"),
    ]),
    ("view list: scroll(horizontal) { view line }\nV(list): |[line]| unbounded\n", [
        ("scroll", 0, "storage.modifier.layout"), ("horizontal", 0, "support.constant.scroll-axis.layout"),
        ("line", 0, "entity.name.variable.item.layout"), ("V", 0, "keyword.other.axis.layout"),
        ("list", 1, "variable.other.layout"), ("unbounded", 0, "keyword.other.sequence-option.layout"),
    ]),
    # LANGUAGE.md §12: `domain` and `allow` statements, keywords only in statement position
    ("domain super.width 320...430      // checked only at these widths\n"
     "domain super.height 44...200\n"
     "domain title.width 0...200        // a measured view's answer\n"
     "domain spacing 4...16             // a number input\n"
     "domain offset -8...8\n"
     "allow overlap badge, icon         // the badge sits on the icon on purpose\n"
     "allow outside shadow              // the shadow view overhangs its container\n", [
        ("domain", 0, "keyword.other.domain.layout"), ("super", 0, "variable.language.layout"),
        (".", 0, "punctuation.accessor.layout"), ("width", 0, "variable.other.property.attribute.layout"),
        ("320", 0, "constant.numeric.layout"), ("...", 0, "keyword.operator.range.layout"),
        ("430", 0, "constant.numeric.layout"), ("//", 0, "punctuation.definition.comment.layout"),
        ("checked", 0, "comment.line.double-slash.layout"),
        ("domain", 1, "keyword.other.domain.layout"), ("height", 0, "variable.other.property.attribute.layout"),
        ("44", 0, "constant.numeric.layout"), ("...", 1, "keyword.operator.range.layout"),
        ("domain", 2, "keyword.other.domain.layout"), ("title", 0, "variable.other.layout"),
        ("0", 4, "constant.numeric.layout"), ("200", 1, "constant.numeric.layout"),
        ("domain", 3, "keyword.other.domain.layout"), ("spacing", 0, "variable.other.layout"),
        ("4", 3, "constant.numeric.layout"), ("16", 0, "constant.numeric.layout"),
        ("domain", 4, "keyword.other.domain.layout"), ("offset", 0, "variable.other.layout"),
        ("-", 0, "keyword.operator.arithmetic.layout"), ("8", 0, "constant.numeric.layout"),
        ("...", 4, "keyword.operator.range.layout"), ("8", 1, "constant.numeric.layout"),
        ("allow", 0, "keyword.other.allow.layout"), ("overlap", 0, "keyword.other.problem.layout"),
        ("badge", 0, "variable.other.layout"), (",", 0, "punctuation.separator.comma.layout"),
        ("icon", 0, "variable.other.layout"), ("sits", 0, "comment.line.double-slash.layout"),
        ("allow", 1, "keyword.other.allow.layout"), ("outside", 0, "keyword.other.problem.layout"),
        ("shadow", 0, "variable.other.layout"),
    ]),
    # ... and names everywhere else: declared, in a constraint, in the names `allow` lists
    ("view domain, allow: measured\n"
     "input outside: CGFloat\n"
     "let overlap = outside\n"
     "domain.width == 20\n"
     "allow.leading == domain.trailing + overlap\n"
     "allow overlap domain, allow\n"
     "allow.width == outside\n", [
        ("domain", 0, "entity.name.variable.item.layout"), ("allow", 0, "entity.name.variable.item.layout"),
        ("outside", 0, "entity.name.variable.input.layout"), ("overlap", 0, "entity.name.variable.constant.layout"),
        ("outside", 1, "variable.other.layout"),
        ("domain", 1, "variable.other.layout"), ("width", 0, "variable.other.property.attribute.layout"),
        ("20", 0, "constant.numeric.layout"),
        ("allow", 1, "variable.other.layout"), ("domain", 2, "variable.other.layout"),
        ("overlap", 1, "variable.other.layout"),
        ("allow", 2, "keyword.other.allow.layout"), ("overlap", 2, "keyword.other.problem.layout"),
        ("domain", 3, "variable.other.layout"), ("allow", 3, "variable.other.layout"),
        ("allow", 4, "variable.other.layout"), ("outside", 2, "variable.other.layout"),
    ]),
    # ... and a name at a line's end: the line break ends the statement
    ("input domain: CGFloat\nlet allow = domain\nicon.width == allow\noutside.width == domain\nshadow.width == 2\n", [
        ("domain", 0, "entity.name.variable.input.layout"), ("allow", 0, "entity.name.variable.constant.layout"),
        ("domain", 1, "variable.other.layout"), ("allow", 1, "variable.other.layout"),
        ("outside", 0, "variable.other.layout"), ("domain", 2, "variable.other.layout"),
    ]),
    # in a layout's braces, between other statements
    ("layout Row { view shadow; input spacing: CGFloat; domain spacing 4...8; allow outside shadow }\n", [
        ("domain", 0, "keyword.other.domain.layout"), ("spacing", 1, "variable.other.layout"),
        ("4", 0, "constant.numeric.layout"), ("...", 0, "keyword.operator.range.layout"),
        (";", 2, "punctuation.terminator.statement.layout"), ("allow", 0, "keyword.other.allow.layout"),
        ("outside", 0, "keyword.other.problem.layout"), ("shadow", 1, "variable.other.layout"),
        ("}", 0, "punctuation.section.block.end.layout"),
    ]),
    ("view a\n%\n", [("%", 0, "invalid.illegal.character.layout")]),
]


def check_snippet(grammar, name, text, expectations, failures):
    if not any(scope.startswith("invalid.") for _, _, scope in expectations):
        check_file(grammar, name, text, failures)
    scopes = tokenize(grammar, text)
    for substring, occurrence, scope in expectations:
        start = -1
        for _ in range(occurrence + 1):
            start = text.find(substring, start + 1)
        if start < 0:
            failures.append("snippet %r has no %r" % (text, substring))
            continue
        for index in range(start, start + len(substring)):
            if text[index].isspace():
                continue
            innermost = (scopes[index] or [""])[-1]
            if innermost != scope:
                failures.append("snippet %r: %r (%d) is %s, expected %s" % (text, substring, occurrence, innermost, scope))
                break


# Main ------------------------------------------------------------------------------------

def fixtures():
    for directory in ("Examples", "Tests"):
        for folder, subfolders, files in os.walk(os.path.join(ROOT, directory)):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".layout"):
                    yield os.path.join(folder, name)


def main():
    with open(GRAMMAR, encoding="utf-8") as file:
        data = json.load(file)
    plist = plistlib.dumps(data, sort_keys=True)
    if "--write" in sys.argv:
        with open(PLIST, "wb") as file:
            file.write(plist)
    failures = []
    with open(PLIST, "rb") as file:
        if file.read() != plist:
            failures.append("Editors/layout.tmLanguage differs from the JSON grammar; run .ci/grammar_test.py --write")
    passed = 0 if failures else 1
    failed = 1 - passed
    grammar = Grammar(data)
    checks = [(os.path.relpath(path, ROOT), check_file, path) for path in fixtures()]
    checks += [("snippet %d" % n, check_snippet, snippet) for n, snippet in enumerate(SNIPPETS)]
    files = sum(1 for _, check, _ in checks if check is check_file)
    for name, check, argument in checks:
        before = len(failures)
        if check is check_file:
            with open(argument, encoding="utf-8") as file:
                check_file(grammar, name, file.read(), failures)
        else:
            check_snippet(grammar, name, argument[0], argument[1], failures)
        if len(failures) == before:
            passed += 1
        else:
            failed += 1
    if files == 0:
        failures.append("no .layout files found")
        failed += 1
    for failure in failures[:50]:
        print("FAIL " + failure)
    print("grammar: %d .layout files and %d snippets tokenized" % (files, len(SNIPPETS)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
