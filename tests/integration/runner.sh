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
# -j: side by side, but a test marked alone with nothing beside it and no
# two live tests together (need_tracefs, need_tbench_port); each block has
# its time, the slowest listed
J=$TMP/j
mkdir -p "$J"
mkfifo "$TMP/meet"
# span NAME: the script's start and end times, one line each, in $TMP/spans
span='echo "$1 $EPOCHREALTIME" >>"$TOP_T/spans"'
for n in alone1 trace1 trace2 port1; do
	{
		[ "$n" = alone1 ] && echo '# alone'
		echo '. "$TOP/tests/lib.sh"'
		case $n in
		trace*) echo 'need_tracefs() { :; }'; echo 'need_tracefs' ;;
		port*) echo 'need_tbench_port' ;;
		esac
		echo "set -- $n; $span"
		echo 'for i in 1 2 3 4 5 6 7 8; do head -c 2000000 /dev/urandom | md5sum >/dev/null; done'
		echo "set -- $n; $span"
		echo 'pass "'"$n"'"'
		echo 't_done'
	} >"$J/$n.sh"
done
# two plain tests that can only end when they run at the same time: each
# waits for the other at the fifo (a bounded wait: a run in turn fails)
printf '. "$TOP/tests/lib.sh"\nif read -r -t 20 _ <"$TOP_T/meet"; then pass "met"; else fail "met"; fi\nt_done\n' >"$J/reader.sh"
printf '. "$TOP/tests/lib.sh"\nif timeout 20 sh -c "echo hi >\"\$TOP_T/meet\""; then pass "met"; else fail "met"; fi\nt_done\n' >"$J/writer.sh"
TOP_T=$TMP TOP=$TOP "$TOP/tests/run" -j 5 --dir "$J" >"$TMP/j.out" 2>&1
check_eq "-j 5: every test passes" "$? $(tail -n 1 "$TMP/j.out")" "0 6 passed, 0 failed, 0 skipped"
check "-j 5: two plain tests ran side by side" grep -q "^   ok - met" "$TMP/j.out"
# overlap A B: 0 when the spans of A and B intersect
overlap() {
	awk -v a="$1" -v b="$2" '$1 == a { ta[n[a]++] = $2 } $1 == b { tb[n[b]++] = $2 }
		END { exit !(ta[0] < tb[1] && tb[0] < ta[1]) }' "$TMP/spans"
}
check "-j 5: the alone test ran beside no other" sh -c "! { $(declare -f overlap); TMP='$TMP'; overlap alone1 trace1 || overlap alone1 trace2; }"
check "-j 5: the two tracefs tests did not run together" sh -c "! { $(declare -f overlap); TMP='$TMP'; overlap trace1 trace2; }"
check "-j 5: the tbench port's test beside neither" sh -c "! { $(declare -f overlap); TMP='$TMP'; overlap port1 trace1 || overlap port1 trace2; }"
check "-j 5: each block says its time" grep -qE '^== trace1  [0-9]+\.[0-9] s  cpu [0-9]+\.[0-9] s$' "$TMP/j.out"
check_eq "-j 5: the ten slowest are listed, six here" \
	"$(sed -n '/^slowest (seconds):$/,/passed,/p' "$TMP/j.out" | grep -cE '^  +[0-9]+\.[0-9]  ')" 6
# the order: the longest first, by the last run's times, else `# long`
O=$TMP/o
mkdir -p "$O"
for n in a b c; do
	{
		[ "$n" = c ] && echo '# long'
		echo '. "$TOP/tests/lib.sh"'
		echo 'pass "'"$n"'"'
		echo 't_done'
	} >"$O/$n.sh"
done
# started_order: the blocks' order (with -j 1, the order of their start)
started_order() {
	TOP=$TOP "$TOP/tests/run" -j 1 --dir "$O" "$@" 2>&1 | sed -n 's/^== \([a-z]*\) .*/\1/p' | tr '\n' ' '
}
check_eq "no times yet: the test marked long first, then in order" "$(started_order)" "c a b "
printf '5.0 a\n90.0 b\n0.1 c\n' >"$O/out/.times"
check_eq "the last run's times: the longest first, the marker aside" "$(started_order)" "b a c "
printf '5.0 a\n90.0 b\n0.1 c\n' >"$O/out/.times"
started_order a >/dev/null
check_eq "a run of some tests keeps the others' times" \
	"$(sort -k2 "$O/out/.times" | awk '{ print $2 }' | tr '\n' ' ')$(awk '$2 != "a" { print $1 }' "$O/out/.times" | sort -n | tr '\n' ' ')" \
	"a b c 0.1 90.0 "
check_eq "-j 0 is refused" "$("$TOP/tests/run" -j 0 --dir "$J" >/dev/null 2>&1; echo $?)" 2
t_done
