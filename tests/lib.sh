# tests/lib.sh - helpers for the integration tests (sourced).
#
# PT_BIN is the folder holding pstate-trace and pstate-analyze (the normal
# build at the top, or build-asan/).  Each check prints one line:
#   ok - NAME | not ok - NAME: why | skip - NAME: reason
set -u
TOP=${TOP:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
PT_BIN=${PT_BIN:-$TOP}
PSTATE_TRACE=$PT_BIN/pstate-trace
PSTATE_ANALYZE=$PT_BIN/pstate-analyze
FIXTURES=${FIXTURES:-$TOP/../shared/fixtures/real}
[ -d "$FIXTURES" ] || FIXTURES=$TOP/tests/fixtures/real
T_FAILED=0

TMP=$(mktemp -d "${TMPDIR:-/tmp}/pstate-test.XXXXXX")
trap 't_cleanup' EXIT

t_cleanup() {
	rm -rf "$TMP"
}

pass() { echo "ok - $*"; }
fail() { echo "not ok - $*"; T_FAILED=$((T_FAILED + 1)); }
skip() { echo "skip - $*"; }

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
		skip "$(basename "$0" .sh): needs root for tracefs (running as uid $(id -u))"
		exit 0
	fi
	if [ -z "$(tracefs_dir)" ]; then
		mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null
	fi
	if [ -z "$(tracefs_dir)" ]; then
		skip "$(basename "$0" .sh): tracefs is not mounted and cannot be mounted"
		exit 0
	fi
	if [ ! -d "$(tracefs_dir)/instances" ]; then
		skip "$(basename "$0" .sh): tracefs has no instances directory"
		exit 0
	fi
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

t_done() {
	[ "$T_FAILED" -eq 0 ]
}
