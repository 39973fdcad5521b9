#!/bin/bash
# readme: what the README says about running things holds: `make bench`
# runs every benchmark script its Performance table cites; the two
# commands start from what a fresh Debian has (not make: it comes with
# scripts/install-deps); .ci/run runs the README's test command and names
# a README section that exists; what it says of the ASan/UBSan run is what
# tests/run --asan does (the unit tests and the tests marked `# quick`);
# the test command asks install-deps for netperf (--non-free), an option
# install-deps has, so that CI runs the netperf tests for real.
. "$(dirname "$0")/../lib.sh"
README=$TOP/README.md
command -v make >/dev/null || skip_all "make is not installed"

# section TITLE: the lines of README section "## TITLE", up to the next
section() {
	awk -v t="## $1" '$0 == t { on = 1; next } on && /^## / { exit } on' "$README"
}

# ---- make bench ----------------------------------------------------------------
cited=$(section Performance | grep -o 'scripts/bench-[a-z]*' | sort -u)
ran=$(make -C "$TOP" -s -n -o all bench 2>/dev/null)
check "Performance: the table cites benchmark scripts" test -n "$cited"
for s in $cited; do
	check "make bench runs $s (cited in Performance)" grep -qx "$s" <<<"$ran"
done
check "Performance: says make bench runs all of it" \
	grep -q 'make bench. runs all of it' <<<"$(section Performance)"

# ---- the two commands ---------------------------------------------------------
cmds=$(section "The two commands" | grep '^    ' | sed 's/^ *//; s/ *#.*//')
check_eq "the two commands: two of them" "$(wc -l <<<"$cmds")" 2
while read -r c; do
	case "$c" in
	scripts/install-deps\ \&\&\ make\ * | scripts/install-deps\ --*\ \&\&\ make\ *)
		pass "the two commands: '$c' starts with scripts/install-deps" ;;
	*) fail "the two commands: '$c' needs make, which a fresh Debian has not" ;;
	esac
done <<<"$cmds"
check "scripts/install-deps installs make" grep -qw make "$TOP/scripts/install-deps"
test_cmd=$(grep 'make check' <<<"$cmds")
check "the two commands: one runs make check" test -n "$test_cmd"
check_eq "the test command installs netperf too" "${test_cmd%% && *}" "scripts/install-deps --non-free"
check "scripts/install-deps has --non-free (its --help)" \
	sh -c "'$TOP/scripts/install-deps' --help | grep -q '^  --non-free '"
check "the two commands: say what --non-free adds" \
	grep -q "non-free.*netperf\|netperf.*non-free" <<<"$(section "The two commands")"
check "make check runs the ASan/UBSan pass with tests/run --asan" \
	sh -c "make -C '$TOP' -s -n -o deps -o all check 2>/dev/null | grep -qE '^tests/run (-j[0-9]+ )?--asan '"
check "tests/run --asan reruns only the unit tests and the integration tests marked # quick" \
	grep -q "grep -q '^# quick'" "$TOP/tests/run"
check "the two commands: say the ASan/UBSan pass is the unit tests and the # quick ones" \
	grep -q 'marked `# quick`' <<<"$(section "The two commands" | tr '\n' ' ')"

# ---- .ci/run ------------------------------------------------------------------
check ".ci/run runs the README's test command ($test_cmd)" grep -qxF "$test_cmd" "$TOP/.ci/run"
ref=$(grep -o 'README: "[^"]*"' "$TOP/.ci/run" | sed 's/^README: "//; s/"$//')
check ".ci/run names a README section" test -n "$ref"
check ".ci/run's README section \"$ref\" exists" grep -qxF "## $ref" "$README"
t_done
