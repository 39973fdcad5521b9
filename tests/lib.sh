# tests/lib.sh - helpers for the integration tests (sourced).
#
# PT_BIN is the folder holding pstate-trace and pstate-analyze (the normal
# build at the top, or build-asan/).  Each check prints one line:
#   ok - NAME | not ok - NAME: why | skip - NAME: reason
set -u
# The tools the tests call are the Debian packages scripts/install-deps
# installs: /usr/bin first, so that python3 is Debian's and not a version
# manager's shim earlier in PATH (a shell script that starts in five times
# the time, and the tests start python3 a thousand times).
PATH=/usr/bin:/bin:$PATH
TOP=${TOP:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
PT_BIN=${PT_BIN:-$TOP}
PSTATE_TRACE=$PT_BIN/pstate-trace
PSTATE_ANALYZE=$PT_BIN/pstate-analyze
# The real traces are part of the repository (tests/fixtures/real/README.md
# says where each comes from); a missing one is a packaging mistake.
FIXTURES=$TOP/tests/fixtures/real
T_FAILED=0

TMP=$(mktemp -d "${TMPDIR:-/tmp}/pstate-test.XXXXXX")
trap 't_cleanup' EXIT
# compare's cache of analyses (pstate-analyze(1)) is the test's own, never
# the user's ~/.cache
export XDG_CACHE_HOME=$TMP/xdg-cache
# every result line also goes here, subshells included, for t_done's plan
T_RESULTS=$TMP/.results
: >"$T_RESULTS"

t_cleanup() {
	rm -rf "$TMP"
}

# t_result LINE: a result line, on one line whatever the message holds
t_result() {
	local line=${*//$'\n'/ }
	echo "$line"
	echo "$line" >>"$T_RESULTS"
}
pass() { t_result "ok - $*"; }
fail() { t_result "not ok - $*"; T_FAILED=$((T_FAILED + 1)); }
skip() { t_result "skip - $*"; }

# relay CMD...: run CMD, a checker that prints its own ok/not ok/skip lines
# (an inline python3 script), and count them as this test's; a CMD that
# fails without a "not ok" line is one failure more
relay() {
	local line rc failed=$T_FAILED st
	# CMD's exit status through a file: the reading ends when the process
	# substitution has exited, after it wrote it (`wait $!` on it raced with
	# bash reaping it, and said -1)
	st=$(mktemp "$TMP/.relay.XXXXXX") || return 1
	while IFS= read -r line; do
		case $line in
		"ok - "*) pass "${line#ok - }" ;;
		"not ok - "*) fail "${line#not ok - }" ;;
		"skip - "*) skip "${line#skip - }" ;;
		*) printf '%s\n' "$line" ;;
		esac
	done < <("$@"; echo "$?" >"$st")
	rc=$(cat "$st")
	rm -f "$st"
	case $rc in '' | *[!0-9]*) rc=1 ;; esac
	if [ "$rc" -ne 0 ] && [ "$T_FAILED" -eq "$failed" ]; then
		fail "$1 exited with status $rc"
	fi
}

# skip_all REASON: the whole test cannot run here (not root, a tool missing):
# one skip line, the plan, exit 0
skip_all() {
	skip "$(basename "$0" .sh): $*"
	t_plan
	exit 0
}

# need_fixture FILE...: each must be in tests/fixtures/real; a missing one
# fails the test (the repository ships them: a packaging mistake, not a
# reason to skip), and the test stops there
need_fixture() {
	local f missing=""
	for f in "$@"; do
		[ -f "$FIXTURES/$f" ] || missing="$missing $f"
	done
	[ -z "$missing" ] && return 0
	fail "$(basename "$0" .sh): fixtures missing from $FIXTURES:$missing"
	t_plan
	exit 1
}

# shared_dir NAME CMD...: a folder that CMD fills, where an argument "@"
# stands for the folder; prints the folder.  Under tests/run, CMD runs once
# per run for every test that asks with the same NAME and arguments (the
# others wait for it, then share it: T_SHARED); alone, the test makes its
# own.  Tests read a shared folder and never write into it.  Fails, with
# CMD's output in FOLDER.log, when CMD does.
shared_dir() {
	local name=$1 key base dir a args=()
	shift
	key=$(printf '%s\0' "$@" | md5sum | cut -c1-12)
	base=${T_SHARED:-$TMP/shared}
	mkdir -p "$base" || return 1
	dir=$base/$name-$key
	for a in "$@"; do
		[ "$a" = @ ] && a=$dir
		args+=("$a")
	done
	(
		flock 9 || exit 1
		[ -e "$dir.done" ] && exit 0
		rm -rf "$dir"
		mkdir -p "$dir" && "${args[@]}" >"$dir.log" 2>&1 || exit 1
		: >"$dir.done"
	) 9>"$dir.lock" || return 1
	echo "$dir"
}

# synth_copy DIR SYNTH-ARGS...: tests/synth/synth.py SYNTH-ARGS -o DIR,
# generated once per run for all the tests that ask the same (shared_dir)
# and copied into DIR, the test's own to write into
synth_copy() {
	local dir=$1 g
	shift
	g=$(shared_dir synth "$TOP/tests/synth/synth.py" "$@" -o @) || return 1
	rm -rf "$dir" && cp -r "$g" "$dir"
}

# contradicted_runs DB...: the warnings compare owes the runs whose meta
# driver/governor (read here with sqlite3) is not their DRIVER/GOVERNOR
# label; one line each, in the order of the arguments
contradicted_runs() {
	local db l d g
	for db in "$@"; do
		l=$(q "$db" "SELECT value FROM meta WHERE key = 'label'")
		d=$(q "$db" "SELECT value FROM meta WHERE key = 'driver'")
		g=$(q "$db" "SELECT value FROM meta WHERE key = 'governor'")
		case $l in */*) ;; *) continue ;; esac
		[ -n "$d" ] && [ -n "$g" ] && [ "$l" != "$d/$g" ] || continue
		echo "pstate-analyze: $db: labelled $l, but its own driver/governor is $d/$g (meta driver, governor)"
	done
}

# check NAME CMD...: pass when CMD succeeds
check() {
	local name=$1
	shift
	if "$@"; then pass "$name"; else fail "$name"; fi
}

# check_eq NAME GOT WANT
check_eq() {
	if [ "$2" = "$3" ]; then pass "$1"; else fail "$1: got '$2', want '$3'"; fi
}

# q DB SQL: one value from sqlite3
q() {
	sqlite3 -batch -noheader "$1" "$2"
}

tracefs_dir() {
	if [ -d /sys/kernel/tracing/events ]; then
		echo /sys/kernel/tracing
	elif [ -d /sys/kernel/debug/tracing/events ]; then
		echo /sys/kernel/debug/tracing
	fi
}

# need_tracefs: exits the test with a skip line when recording cannot work here
need_tracefs() {
	if [ "$(id -u)" -ne 0 ]; then
		skip_all "needs root for tracefs (running as uid $(id -u))"
	fi
	if [ -z "$(tracefs_dir)" ]; then
		mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null
	fi
	if [ -z "$(tracefs_dir)" ]; then
		skip_all "tracefs is not mounted and cannot be mounted"
	fi
	if [ ! -d "$(tracefs_dir)/instances" ]; then
		skip_all "tracefs has no instances directory"
	fi
}

# need_tbench_port: the test starts a server (tbench_srv or a stand-in) on
# tbench's fixed TCP port (scripts/bench-lib.sh: TBENCH_PORT).  A line of
# its own at the head of the script: tests/run then runs the test beside no
# other that does, nor beside a need_tracefs test (which may run tbench).
# The test itself says skip when a program outside the tests holds the port.
need_tbench_port() {
	:
}

# no_instance_left NAME: no instance of ours outlives its process (a live
# pstate-trace elsewhere on the machine may have one: that is not a leak)
no_instance_left() {
	local left="" d pid
	for d in "$(tracefs_dir)"/instances/pstate-trace-*; do
		[ -d "$d" ] || continue
		pid=${d##*-}
		kill -0 "$pid" 2>/dev/null || left="$left $d"
	done
	if [ -z "$left" ]; then
		pass "$1: no tracefs instance left"
	else
		fail "$1: tracefs instance left behind:$left"
	fi
}

# perf_start FILE EVENTS: perf record -a of EVENTS (comma separated) on our
# trace clock, enabled and acknowledged before this returns
perf_start() {
	mkfifo "$TMP/ctl" "$TMP/ack"
	perf record -q -D -1 --control "fifo:$TMP/ctl,$TMP/ack" -k CLOCK_MONOTONIC -m 4096 \
		-e "$2" -a -o "$1" >"$TMP/perf.log" 2>&1 &
	PERF_PID=$!
	exec 7<>"$TMP/ctl" 8<>"$TMP/ack"
	echo enable >&7
	read -r -t 30 _ <&8
}

perf_stop() {
	echo stop >&7
	wait "$PERF_PID"
	exec 7>&- 8>&-
	rm -f "$TMP/ctl" "$TMP/ack"
}

# perf_lost PERFDATA: the chunks perf record lost (its buffer overflowed)
perf_lost() {
	perf report -i "$1" --stats 2>/dev/null | awk '/LOST/ { n += $3 } END { print n + 0 }'
}

# help_options [TEXT-FILE]: the options of a help text (stdin without a
# file), one per line, sorted: each line that starts with a dash within its
# first 8 columns, up to two spaces, gives its -x and --long words
help_options() {
	awk 'match($0, /^ +-/) && RLENGTH <= 9 {
		sub(/^ +/, ""); sub(/  .*/, "")
		s = $0
		while (match(s, /(^|[ ,|[])--?[A-Za-z0-9][-A-Za-z0-9]*/)) {
			o = substr(s, RSTART, RLENGTH); sub(/^[ ,|[]/, "", o); print o
			s = substr(s, RSTART + RLENGTH)
		}
	}' "$@" | sort -u
}

# gp_render DIR LABEL: every DIR/*.gp drawn by gnuplot in DIR: each must
# write its PNG and SVG with nothing on stderr (gnuplot's warnings included);
# a skip when gnuplot is not installed
gp_render() {
	local dir=$1 label=$2 gp n bad=0
	if ! command -v gnuplot >/dev/null; then
		skip "$label: rendering: gnuplot is not installed"
		return
	fi
	for gp in "$dir"/*.gp; do
		n=$(basename "$gp" .gp)
		rm -f "$dir/$n.png" "$dir/$n.svg"
		(cd "$dir" && gnuplot "$n.gp") >"$TMP/gp.out" 2>"$TMP/gp.err"
		if [ -s "$TMP/gp.err" ] || [ ! -s "$dir/$n.png" ] || [ ! -s "$dir/$n.svg" ]; then
			fail "$label: $n.gp: gnuplot: $(head -3 "$TMP/gp.err" | tr '\n' ' ')"
			bad=1
		fi
	done
	[ "$bad" = 0 ] && pass "$label: every figure renders ($(ls "$dir"/*.gp | wc -l) scripts), gnuplot silent"
}

# t_plan: the TAP plan, "1..N" for the N result lines printed; tests/run
# fails a test whose plan is missing (it stopped early) or does not match
t_plan() {
	echo "1..$(wc -l <"$T_RESULTS")"
}

# t_done: the last line of every test: the plan, and the exit status
t_done() {
	t_plan
	[ "$T_FAILED" -eq 0 ]
}

# corrupt_table DB TABLE: the root page of TABLE in DB made unreadable (its
# page type byte 0, as a damaged disk or a cut copy leaves it): every read
# of the table fails with "database disk image is malformed"
corrupt_table() {
	python3 - "$1" "$2" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
page = db.execute("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?",
                  (sys.argv[2],)).fetchone()[0]
size = db.execute('PRAGMA page_size').fetchone()[0]
db.close()
with open(sys.argv[1], 'r+b') as f:
    f.seek((page - 1) * size + (100 if page == 1 else 0))
    f.write(b'\0')
PY
}
