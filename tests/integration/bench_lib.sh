#!/bin/bash
# bench_lib: scripts/bench-lib.sh, the functions the benchmark scripts share:
# the median (odd and even counts, none, unmeasured), db_events against
# import's own count of a trace's events, listening on a port a server
# here opens and closes, and tbench_start/tbench_stop with a stand-in
# tbench_srv that forks a child per connection as the real one does (both
# stopped, also a child that ignores SIGTERM), or exits at start (a
# message, exit 1).
. "$(dirname "$0")/../lib.sh"
need_tbench_port
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed (make deps)"
prog=bench_lib
# shellcheck source=scripts/bench-lib.sh
. "$TOP/scripts/bench-lib.sh"

# check_not NAME CMD...: pass when CMD fails
check_not() {
	local name=$1
	shift
	if "$@"; then fail "$name"; else pass "$name"; fi
}

# exited PID: PID has exited (or is gone) within 10 s, seen through a pidfd
exited() {
	python3 -c '
import os, select, sys
try:
    fd = os.pidfd_open(int(sys.argv[1]))
except ProcessLookupError:
    sys.exit(0)
sys.exit(0 if select.select([fd], [], [], 10)[0] else 1)' "$1"
}

# ---- median ---------------------------------------------------------------
check_eq "median: odd count, unsorted" "$(median %.3f 3 1 2)" 2.000
check_eq "median: even count, the mean of the middle two" "$(median %.3f 4 1 3 2)" 2.500
check_eq "median: numeric order, not text order" "$(median %.0f 10 9 100)" 10
check_eq "median: no values" "$(median %.3f)" nan
check_eq "median: an unmeasured value" "$(median %.0f 1 - 2)" -

# ---- db_events: import's count of the events ------------------------------
"$PSTATE_TRACE" import -o "$TMP/k.db" "$TOP/tests/fixtures/text/kernel_trace_pipe.txt" \
	>/dev/null 2>"$TMP/import.err"
want=$(tr -s ' \n' '  ' <"$TMP/import.err" | sed -n 's/.* events \([0-9][0-9]*\): .*/\1/p')
check_eq "db_events: the events import counted ($want)" "$(db_events "$TMP/k.db")" "$want"
sqlite3 "$TMP/empty.db" "CREATE TABLE t (a)"
check_eq "db_events: a database without event tables has 0" "$(db_events "$TMP/empty.db")" 0

# ---- listening --------------------------------------------------------------
# a server on a free port: it prints the port once it listens
mkfifo "$TMP/port"
python3 -c '
import signal, socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen()
print(s.getsockname()[1], flush=True)
signal.pause()
' >"$TMP/port" &
srv=$!
read -r port <"$TMP/port"
check "listening: port $port, opened here" listening "$port"
kill "$srv"
wait "$srv"
check_not "listening: not after the server closed it" listening "$port"

# ---- tbench_start, tbench_stop ---------------------------------------------
if listening "$TBENCH_PORT"; then
	skip "bench_lib: tbench_start: port $TBENCH_PORT is in use here"
	t_done
	exit
fi
mkdir -p "$TMP/bin"
cat >"$TMP/bin/tbench_srv" <<EOF
#!/usr/bin/env python3
# a stand-in: forks a child as tbench_srv does per connection, then listens
import os, socket, time
child = os.fork()
if child == 0:
    while True:
        time.sleep(3600)
open("$TMP/child.pid", "w").write(str(child))
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", $TBENCH_PORT))
s.listen()
while True:
    s.accept()
EOF
printf '#!/bin/sh\necho cannot start >&2\nexit 1\n' >"$TMP/bin/tbench_srv_fails"
chmod +x "$TMP/bin/tbench_srv" "$TMP/bin/tbench_srv_fails"
PATH=$TMP/bin:$PATH
tbench_start "$TMP/srv.log"
check "tbench_start: it listens on port $TBENCH_PORT" listening "$TBENCH_PORT"
server=$srv_pid child=$(cat "$TMP/child.pid")
tbench_stop
check_eq "tbench_stop: srv_pid cleared" "$srv_pid" ""
check_not "tbench_stop: the server is gone" kill -0 "$server" 2>/dev/null
check "tbench_stop: the child it forked is stopped too" exited "$child"
exited "$child" || kill -KILL "$child"
check_not "tbench_stop: the port is free again" listening "$TBENCH_PORT"
# a child that ignores SIGTERM: tbench_stop kills it after its 5 s
sed -i 's/^if child == 0:$/if child == 0:\n    import signal; signal.signal(signal.SIGTERM, signal.SIG_IGN)/' \
	"$TMP/bin/tbench_srv"
tbench_start "$TMP/srv.log"
child=$(cat "$TMP/child.pid")
tbench_stop
check "tbench_stop: a child that ignores SIGTERM is killed" exited "$child"
exited "$child" || kill -KILL "$child"
cp "$TMP/bin/tbench_srv_fails" "$TMP/bin/tbench_srv"
(tbench_start "$TMP/srv.log") 2>"$TMP/start.err"
check_eq "tbench_start: a server that exits: exit 1" "$?" 1
check "tbench_start: ... its output and why" \
	sh -c "grep -q '^cannot start$' '$TMP/start.err' && grep -q '^bench_lib: tbench_srv exited at start$' '$TMP/start.err'"
t_done
