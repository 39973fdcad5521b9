#!/bin/bash
# collector_inert: what import and record print of their data never acts
# on the terminal.  A trace's comms and lines, its file name, the output's
# name, a workload log and the workload's command line come from other
# machines and other people: an ESC, OSC 52 (set the clipboard), BEL or a
# newline in them is printed escaped (\x1b), in the warnings, the -v
# messages, the summary and the one line of -q.  The oracle is the bytes on
# stderr: no control character but the newlines that end lines, and the
# escaped form of each hostile string where it is named.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
E=$'\x1b' B=$'\a'

# inert FILE: no control byte in FILE but newline
inert() {
	python3 -c 'import sys
d = open(sys.argv[1], "rb").read()
bad = sorted({b for b in d if (b < 32 and b != 10) or b == 127})
sys.exit(1 if bad else 0)' "$1"
}
# said FILE TEXT: FILE has TEXT (fixed string)
said() {
	grep -qF -- "$2" "$1"
}

name="esc${E}[1m.txt"
{
	echo "# tracer: nop"
	echo "          ev${E}[31mil-42    [001] d..3  100.000001: sched_switch: prev_comm=a${E}]52;c;ZXZpbA==${B} prev_pid=42 prev_prio=120 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120"
	echo "junk ${E}[2J${E}]0;title${B} line"
	echo "          x-1    [001] d..3  100.000002: sched_switch: prev_comm=x prev_pid=1 prev_prio=abc${E}[0m prev_state=S ==> next_comm=y next_pid=2 next_prio=120"
} >"$name"
printf 'Throughput 12%s[8m MB/sec  1 clients\nTime: 1%s\n' "$E" "$B" >"log${E}[3m.txt"

"$PSTATE_TRACE" import -v -o "out${E}[5m.db" --workload-log "log${E}[3m.txt" "$name" >out 2>err
check_eq "import -v: exit status" "$?" 0
check "import -v: stderr holds no control character" inert err
check "import -v: the file name, escaped" said err 'esc\x1b[1m.txt: ftrace text'
check "import -v: an unparsed line, escaped" said err 'not a trace line: junk \x1b[2J\x1b]0;title\x07 line'
check "import -v: an invalid value, escaped" said err 'prev_prio=abc\x1b[0m: not a number'
check "import -v: a workload log's figure, escaped" said err "throughput '12\\x1b[8m' is not a number"
check "import -v: the summary's input line, escaped" said err 'imported esc\x1b[1m.txt'
check "import -v: the summary's output line, escaped" said err 'output     out\x1b[5m.db'
check_eq "import: the data are stored as they are" \
	"$(q "out${E}[5m.db" "SELECT prev_comm FROM sched_switch WHERE prev_pid = 42")" "a${E}]52;c;ZXZpbA==${B}"
"$PSTATE_TRACE" import -q -o q.db "$name" >out 2>err
check "import -q: its one line holds no control character" inert err
check "import -q: its one line names the file, escaped" \
	said err 'pstate-trace: esc\x1b[1m.txt: 1 lines did not parse'

# a missing input named with a newline and an escape: one line, escaped
"$PSTATE_TRACE" import -o m.db "no${E}]52;c;eA==${B}"$'\nsuch' >out 2>err
check_eq "a missing input: the message is one line" "$(wc -l <err)" 1
check "a missing input: and inert" inert err

if [ "$(id -u)" -ne 0 ]; then
	skip "record: needs root"
	t_done
	exit
fi
# a workload whose command line holds escape sequences (it prints nothing
# itself: what it prints passes through unchanged, as without pstate-trace)
cmd="$TMP/ev${E}[2Jil${B}"
printf '#!/bin/sh\nexit 0\n' >"$cmd"
chmod +x "$cmd"
light=""
[ -n "$(tracefs_dir)" ] && [ -d "$(tracefs_dir)/instances" ] || light=--counters-only
"$PSTATE_TRACE" record -v $light -o "rec${E}[7m.db" -- "$cmd" "arg${E}]0;x${B}" >out 2>err
check_eq "record -v ${light:+($light) }of an escaped command: exit status" "$?" 0
check "record -v: stderr holds no control character" inert err
check "record -v: the summary names the command, escaped" said err 'ev\x1b[2Jil\x07 (exit status 0)'
check "record -v: the summary names the output, escaped" said err 'output     rec\x1b[7m.db'
check_eq "record: meta workload_cmd keeps the command as given" \
	"$(q "rec${E}[7m.db" "SELECT value FROM meta WHERE key = 'workload_cmd'")" "'$cmd' 'arg${E}]0;x${B}'"
"$PSTATE_TRACE" record $light -o r2.db -- "$TMP/nothere${E}[2J" >out 2>err
check_eq "record of a missing command: 127" "$?" 127
check "record of a missing command: the message is inert" inert err
check "record of a missing command: and names it, escaped" said err 'nothere\x1b[2J'
t_done
