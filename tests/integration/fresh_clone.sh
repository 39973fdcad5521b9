#!/bin/bash
# fresh_clone: the repository is self-contained.  A git clone of it into an
# empty folder (nothing beside it, as on a user's machine) builds, and its
# unit tests and the tests on the real fixtures pass there; no file refers
# to a folder outside the repository.  The clone is of HEAD: uncommitted
# changes are not in it (the line below says so when there are some).
# long
. "$(dirname "$0")/../lib.sh"
command -v git >/dev/null || skip_all "git is not installed (make deps)"
git -C "$TOP" rev-parse --verify -q HEAD >/dev/null ||
	skip_all "$TOP is not a git checkout: nothing to clone"
[ -z "$(git -C "$TOP" status --porcelain --untracked-files=no)" ] ||
	echo "# $TOP has uncommitted changes: the clone tests HEAD without them"

R=$TMP/empty/pstate-trace
mkdir -p "$TMP/empty"
if ! git clone -q "$TOP" "$R" 2>"$TMP/clone.err"; then
	fail "git clone: $(head -1 "$TMP/clone.err")"
	t_done
	exit
fi
pass "cloned into an empty folder"

# nothing in the tree reaches out of it (../something, or this machine's paths)
out=$(cd "$R" && grep -rnIE -e '\.\./shared' -e '(^|[ "'"'"'=:(])/work/' tests scripts Makefile .ci \
	fuzz examples README.md 2>/dev/null | head -5)
check_eq "no file refers to a folder beside the repository" "$out" ""

# built unoptimised (a third of the CPU time): what is checked is that the
# clone builds and passes its tests by itself; the top's build is the
# optimised one, with the same warnings
if ! make -C "$R" -j2 CFLAGS="-O0 -g" all >"$TMP/make.log" 2>&1; then
	fail "make in the clone: $(tail -3 "$TMP/make.log" | tr '\n' ' ')"
	t_done
	exit
fi
pass "make in the clone"

# run_clone NAME ARGS...: tests/run ARGS in the clone; its summary line
run_clone() {
	local name=$1
	shift
	(cd "$R" && unset TOP FIXTURES && tests/run "$@") >"$TMP/$name.log" 2>&1
	echo "$?"
}
rc=$(run_clone unit --unit)
sum=$(tail -n 1 "$TMP/unit.log")
check "the unit tests pass in the clone ($sum)" test "$rc" = 0
rc=$(run_clone fixtures import_fixtures import_verbose import_bad import_faults \
	analyze_fixtures examples plot_examples)
sum=$(tail -n 1 "$TMP/fixtures.log")
check "the tests on the real fixtures pass in the clone ($sum)" test "$rc" = 0
check "... and none of them skips for want of a fixture" \
	sh -c "! grep -i '^ *skip - .*fixture' '$TMP/fixtures.log'"
if [ "$T_FAILED" -gt 0 ]; then
	grep -h 'not ok' "$TMP/unit.log" "$TMP/fixtures.log" | head -5 | sed 's/^/# /'
fi
t_done
