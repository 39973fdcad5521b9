#!/bin/bash
# runner: tests/run itself fails a test that checks nothing: an empty
# script, one that prints no result line, one that stops before its plan,
# one whose plan does not match, one that exits non-zero without a "not ok";
# and passes a test that prints its lines and its plan.
# quick
. "$(dirname "$0")/../lib.sh"
D=$TMP/t
mkdir -p "$D"

# one script per case, then the runner over that folder alone
: >"$D/empty.sh"
printf 'echo hello\n' >"$D/silent.sh"
printf 'echo "ok - one"\nexit 0\n' >"$D/noplan.sh"
printf 'echo "ok - one"\necho "1..2"\n' >"$D/badplan.sh"
printf 'echo "ok - one"\necho "1..1"\nexit 3\n' >"$D/status.sh"
printf '. "$TOP/tests/lib.sh"\npass "one"\nskip "two: a reason"\n( pass "three, in a subshell" )\nt_done\n' >"$D/good.sh"

# run_case NAME: the runner's summary line for D/NAME.sh alone
run_case() {
	TOP=$TOP "$TOP/tests/run" --dir "$D" "$1" >"$TMP/$1.out" 2>&1
	echo "$? $(tail -n 1 "$TMP/$1.out")"
}
check_eq "an empty script fails the run" "$(run_case empty)" "1 0 passed, 1 failed, 0 skipped"
check "... and the runner says why" grep -q "empty printed no ok, not ok or skip line" "$TMP/empty.out"
check_eq "a script that prints no result fails" "$(run_case silent)" "1 0 passed, 1 failed, 0 skipped"
check_eq "a script without its plan fails" "$(run_case noplan)" "1 1 passed, 1 failed, 0 skipped"
check "... and the runner says it stopped early" grep -q "noplan printed no plan line" "$TMP/noplan.out"
check_eq "a plan that does not match fails" "$(run_case badplan)" "1 1 passed, 1 failed, 0 skipped"
check_eq "a non-zero exit without not ok fails" "$(run_case status)" "1 1 passed, 1 failed, 0 skipped"
check_eq "a test with its lines and its plan passes (subshell lines counted)" \
	"$(run_case good)" "0 2 passed, 0 failed, 1 skipped"
t_done
