#!/bin/bash
# completion: completion/pstate-trace.bash, sourced into bash, called as bash
# calls it (COMP_WORDS, COMP_CWORD set; words split at ':' and '=' as
# COMP_WORDBREAKS does): subcommands, every option each command's --help
# lists, events from a tracefs available_events (a fake one, and the
# running kernel's when it can be read), the default events for --no-event,
# .db / trace files / directories by argument, --format values, the labels
# of the databases on the line.
# quick
. "$(dirname "$0")/../lib.sh"
COMP=$TOP/completion/pstate-trace.bash
[ -f "$COMP" ] || { fail "completion: $COMP is missing"; exit 1; }
# shellcheck source=/dev/null
. "$COMP" || { fail "completion: sourcing $COMP failed"; exit 1; }

if complete -p pstate-trace >/dev/null && complete -p pstate-analyze >/dev/null; then
	pass "complete is registered for both programs"
else
	fail "complete -p: no completion for pstate-trace or pstate-analyze after sourcing"
fi

# comp FUNCTION WORD...: the completions of the last word, sorted, space-separated
comp() {
	local f=$1
	shift
	COMP_WORDS=("$@")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	COMP_LINE="$*"
	COMP_POINT=${#COMP_LINE}
	COMPREPLY=()
	"$f" 2>"$TMP/comp.err"
	[ -s "$TMP/comp.err" ] && fail "$f $*: stderr: $(head -1 "$TMP/comp.err")"
	printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort | tr '\n' ' '
}
# has LIST WORD...: every WORD is in LIST
has() {
	local l=" $1 " w
	shift
	for w in "$@"; do
		[[ $l == *" $w "* ]] || return 1
	done
}
# check_comp NAME WANT FUNCTION WORD...
check_comp() {
	local name=$1 want=$2 got
	shift 2
	got=$(comp "$@")
	check_eq "$name" "$got" "$want"
}
check_has() { # NAME "WORDS" FUNCTION WORD...
	local name=$1 want=$2 got
	shift 2
	got=$(comp "$@")
	# shellcheck disable=SC2086
	if has "$got" $want; then pass "$name"; else fail "$name: got '$got', want '$want' in it"; fi
}

# subcommands
check_comp "pstate-trace: commands" "--help --version -h help import record version " \
	_pstate_trace pstate-trace ""
check_comp "pstate-trace: r -> record" "record " _pstate_trace pstate-trace r
check_comp "pstate-analyze: commands" "--help --version -h compare help plot report version " \
	_pstate_analyze pstate-analyze ""

# every option of every command's --help, offered after -
for c in "pstate-trace record" "pstate-trace import" "pstate-analyze report" \
	"pstate-analyze compare" "pstate-analyze plot"; do
	set -- $c
	fn=_${1//-/_}
	if ! help=$("$PT_BIN/$1" "$2" -h 2>/dev/null | help_options | tr '\n' ' ') || [ -z "$help" ]; then
		skip "$c: options: '$c -h' gives no options yet"
		continue
	fi
	check_comp "$c: the options of --help after -" "$help" "$fn" "$1" "$2" -
done
check_comp "record --no-c" "--no-counters " _pstate_trace pstate-trace record --no-c

# events: a fake tracefs, then the running kernel's
mkdir -p "$TMP/tracefs"
printf 'sched:sched_switch\nsched:sched_waking\npower:cpu_idle\ntimer:hrtimer_start\n' \
	>"$TMP/tracefs/available_events"
_PSTATE_COMP_TRACEFS=$TMP/tracefs
check_comp "-e: every event of available_events" \
	"power:cpu_idle sched:sched_switch sched:sched_waking timer:hrtimer_start " \
	_pstate_trace pstate-trace record -e ""
wb=$COMP_WORDBREAKS
COMP_WORDBREAKS=${wb//:/}
check_comp "-e sched:sched_s (':' not a word break)" "sched:sched_switch " \
	_pstate_trace pstate-trace record -e sched:sched_s
COMP_WORDBREAKS=$wb
check_comp "-e sched : sched_s (bash split at ':'): the part after it" "sched_switch " \
	_pstate_trace pstate-trace record -e sched : sched_s
check_comp "--event=tim (bash split at '=')" "timer:hrtimer_start " \
	_pstate_trace pstate-trace record --event = tim
check_comp "--no-event: the default events this kernel has, but sched_switch" \
	"cpu_idle sched_waking " _pstate_trace pstate-trace record --no-event ""
_PSTATE_COMP_TRACEFS=$TMP/none
ev=$(tracefs_dir)
if [ -n "$ev" ] && [ -r "$ev/available_events" ]; then
	n=$(wc -l <"$ev/available_events")
	got=$(comp _pstate_trace pstate-trace record -e "")
	check_eq "-e: the running kernel's $n events" "$(wc -w <<<"$got")" "$n"
	check_has "-e sched : sched_sw on this kernel" "sched_switch" \
		_pstate_trace pstate-trace record -e sched : sched_sw
	check_has "--no-event sched_wak on this kernel" "sched_waking" \
		_pstate_trace pstate-trace record --no-event sched_wak
else
	skip "-e from the running kernel: available_events cannot be read (not root?)"
	check_has "-e without tracefs: the default events" "sched:sched_switch power:cpu_frequency" \
		_pstate_trace pstate-trace record -e ""
fi

# files
mkdir -p "$TMP/files/sub.d" && cd "$TMP/files" || exit 1
touch a.db b.trace.dat c.txt d.html e.log
check_comp "report: .db files and directories" "a.db sub.d " _pstate_analyze pstate-analyze report ""
check_comp "compare: .db after .db" "a.db sub.d " _pstate_analyze pstate-analyze compare a.db ""
check_comp "import: .dat .txt .html and directories" "b.trace.dat c.txt d.html sub.d " \
	_pstate_trace pstate-trace import ""
check_comp "import -o: .db" "a.db sub.d " _pstate_trace pstate-trace import -o ""
check_comp "record -o: .db" "a.db sub.d " _pstate_trace pstate-trace record -q -o ""
check_comp "record --output=: .db" "a.db sub.d " _pstate_trace pstate-trace record --output = ""
check_comp "record --keep-spool: directories" "sub.d " _pstate_trace pstate-trace record --keep-spool ""
check_comp "report -o: any file" "a.db b.trace.dat c.txt d.html e.log sub.d " \
	_pstate_analyze pstate-analyze report -o ""
check_comp "plot -o: directories" "sub.d " _pstate_analyze pstate-analyze plot -o ""
check_comp "plot --compare: .db" "a.db sub.d " _pstate_analyze pstate-analyze plot --compare ""
check_comp "import --workload-log: any file" "a.db b.trace.dat c.txt d.html e.log sub.d " \
	_pstate_trace pstate-trace import --workload-log ""

# values
check_comp "report --format" "json markdown text " _pstate_analyze pstate-analyze report --format ""
check_comp "compare --format=m" "markdown " _pstate_analyze pstate-analyze compare --format = m
check_comp "import --cpu-attr nominal" "nominal_freq_mhz= nominal_perf= " \
	_pstate_trace pstate-trace import --cpu-attr nominal
check_comp "record -b: nothing to offer" "" _pstate_trace pstate-trace record -b ""

# the command to record, and its arguments
check_has "record sle: commands" "sleep" _pstate_trace pstate-trace record sle
check_has "record -o x.db -- sle: commands" "sleep" _pstate_trace pstate-trace record -o x.db -- sle
check_comp "record sleep -o: the command's arguments, not record's -o" "" \
	_pstate_trace pstate-trace record sleep -o
check_has "record -q hackbench a: files for the command" "a.db" \
	_pstate_trace pstate-trace record -q hackbench a

# labels of the databases on the line
if command -v sqlite3 >/dev/null; then
	sqlite3 l1.db "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
		INSERT INTO meta VALUES ('label', 'amd-pstate/schedutil')"
	sqlite3 l2.db "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
		INSERT INTO meta VALUES ('driver', 'acpi-cpufreq'), ('governor', 'ondemand')"
	check_comp "compare --baseline: labels of the .db files" "acpi-cpufreq/ondemand amd-pstate/schedutil " \
		_pstate_analyze pstate-analyze compare l1.db l2.db --baseline ""
	check_comp "compare --labels a,: the others after the comma" "amd-pstate/schedutil,acpi-cpufreq/ondemand " \
		_pstate_analyze pstate-analyze compare l1.db l2.db --labels amd-pstate/schedutil,
else
	skip "compare --baseline: sqlite3 is not installed"
fi
cd "$TOP" || exit 1
t_done
