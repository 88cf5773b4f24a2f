#!/usr/bin/env bash
# Fills a corpus directory with seeds: every `.layout` under Examples/ and Tests/, and every
# multi-line string literal of the Swift tests that holds a `layout` block (indentation and
# the tests' 1️⃣ position markers removed). Files are named by content, so running it again
# adds nothing twice. Prints the directory.
#
#   Fuzz/seed-corpus.sh [directory]     default: .build/fuzz/seed
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=${1:-.build/fuzz/seed}
mkdir -p "$corpus"
add() {  # stdin → $corpus/<sha1>
    local tmp
    tmp=$(mktemp)
    cat > "$tmp"
    mv "$tmp" "$corpus/$(sha1sum < "$tmp" | cut -c1-40)"
}

files=0
while IFS= read -r -d '' spec; do
    add < "$spec"
    files=$((files + 1))
done < <(find Examples Tests -name '*.layout' -type f -print0 | sort -z)

literals=0
while IFS= read -r -d '' test; do
    # Splits the file's `"""` literals into NUL-separated texts, indentation removed.
    while IFS= read -r -d '' text; do
        [[ $text =~ layout\ [A-Za-z_] ]] || continue
        printf '%s\n' "$text" | sed -E 's/[0-9]\xEF\xB8\x8F\xE2\x83\xA3//g' | add
        literals=$((literals + 1))
    done < <(awk '
        /^[ \t]*"""/ && open { printf "%s%c", text, 0; open = 0; next }
        /"""[ \t]*(,.*|\).*)?$/ && !open && /"""$|""",|"""\)/ { open = 1; text = ""; first = 1; next }
        open { sub(/^[ \t]+/, ""); text = first ? $0 : text "\n" $0; first = 0 }
    ' "$test")
done < <(find Tests -name '*.swift' -type f -print0 | sort -z)
echo "seeds: $files .layout files, $literals string literals from the tests" >&2
echo "$corpus"
