# shellcheck shell=bash
# bench-lib.sh - what the benchmark scripts share, sourced by bench,
# bench-record, bench-convert, bench-memory and bench-report (bash, set -u):
# the message helper, medians, the events of a run database, how idle the
# machine is, and private benchmark servers (tbench_srv, netserver).  The
# sourcing script sets prog (its name, for messages); srv_pid is
# tbench_srv's pid while it runs, nsrv_pid netserver's (on netperf_port).

TBENCH_PORT=7003
# netperf's own default is 12865 (a system netserver may listen there):
# ours looks for a free port from the next one on
NETPERF_PORT_FIRST=12866
srv_pid=
nsrv_pid=
netperf_port=

# die MESSAGE...: "PROG: MESSAGE" on stderr, exit 1
die() {
	printf '%s: %s\n' "${prog:-${0##*/}}" "$*" >&2
	exit 1
}

# median FMT VALUE...: the median of the values, printed with printf FMT;
# for an even count the mean of the two middle ones.  "nan" without values,
# "-" when one is "-" (not measured).
median() {
	local fmt=$1
	shift
	case " $* " in *" - "*) echo -; return ;; esac
	printf '%s\n' "$@" | sort -g | awk -v f="$fmt" 'NF { a[++n] = $1 }
		END { if (!n) print "nan";
		      else printf f "\n", (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }'
}

# db_events DB: the events in a run database - the rows of every table
# with ts and cpu columns, except the loss records and counter samples
db_events() {
	local q
	q=$(sqlite3 "$1" "select group_concat('select count(*) as n from \"' || m.name || '\"', ' union all ')
		from sqlite_master m where m.type = 'table'
		and m.name not in ('lost_events', 'counter_sample')
		and exists (select 1 from pragma_table_info(m.name) where name = 'ts')
		and exists (select 1 from pragma_table_info(m.name) where name = 'cpu')")
	if [ -n "$q" ]; then
		sqlite3 "$1" "select coalesce(sum(n), 0) from ($q)"
	else
		echo 0
	fi
}

# idle_pct: how idle the machine was (idle + iowait of all CPUs) over the
# next second, e.g. "97%": other work makes the figures noisy
idle_pct() {
	local a b
	a=$(head -1 /proc/stat)
	sleep 1
	b=$(head -1 /proc/stat)
	echo "$a $b" | awk '{ n = (NF - 2) / 2; for (i = 2; i <= n + 1; i++) { t1 += $i; t2 += $(i + n + 1) }
		printf "%.0f%%", 100 * ($(n + 1 + 5) + $(n + 1 + 6) - $5 - $6) / (t2 - t1) }'
}

# listening PORT: something listens on TCP PORT (IPv4 or IPv6)
listening() {
	local hex
	hex=$(printf '%04X' "$1")
	awk -v p=":$hex" '$2 ~ p"$" && $4 == "0A" { f = 1 } END { exit !f }' \
		/proc/net/tcp /proc/net/tcp6 2>/dev/null
}

# listening_pid PORT PID: the socket that listens on TCP PORT is PID's (one
# of its open files), not another program's
listening_pid() {
	local hex inode
	hex=$(printf '%04X' "$1")
	for inode in $(awk -v p=":$hex" '$2 ~ p"$" && $4 == "0A" { print $10 }' \
		/proc/net/tcp /proc/net/tcp6 2>/dev/null); do
		find "/proc/$2/fd" -lname "socket:\[$inode\]" 2>/dev/null | grep -q . && return 0
	done
	return 1
}

# srv_stop PID: stop a server started with setsid, and what it forked (its
# session's process group): SIGTERM, then until the group is gone (5 s,
# then SIGKILL), so that the next run starts on a quiet machine; the
# children are not ours to wait for
srv_stop() {
	local _
	kill -TERM -- -"$1" 2>/dev/null
	wait "$1" 2>/dev/null
	for _ in $(seq 100); do
		kill -0 -- -"$1" 2>/dev/null || return 0
		sleep 0.05
	done
	kill -KILL -- -"$1" 2>/dev/null
}

# tbench_port_wait SECONDS: wait up to SECONDS for tbench's fixed port to be
# free (another tbench run to end); dies when it is still taken
tbench_port_wait() {
	local i
	listening "$TBENCH_PORT" || return 0
	echo "${prog:-${0##*/}}: TCP port $TBENCH_PORT is in use (another tbench?); waiting up to $1 s" >&2
	for ((i = 0; i < $1; i++)); do
		sleep 1
		listening "$TBENCH_PORT" || return 0
	done
	die "TCP port $TBENCH_PORT is still in use (a tbench_srv left running?); stop it first"
}

# tbench_start LOG: start tbench_srv in a session of its own (its output to
# LOG) and wait until it listens; sets srv_pid.  Dies when the port is
# taken, or the server exits or does not listen within 5 s.
tbench_start() {
	local log=$1 _
	listening "$TBENCH_PORT" && die "port $TBENCH_PORT is in use (another tbench_srv?): stop it first"
	setsid tbench_srv >"$log" 2>&1 &
	srv_pid=$!
	for _ in $(seq 100); do
		listening "$TBENCH_PORT" && return 0
		if ! kill -0 "$srv_pid" 2>/dev/null; then
			srv_pid=
			[ "$log" = /dev/null ] || cat "$log" >&2
			die "tbench_srv exited at start"
		fi
		sleep 0.05
	done
	die "tbench_srv does not listen on port $TBENCH_PORT after 5 s"
}

# tbench_stop: stop tbench_srv and the children it forked per connection
# (srv_stop); nothing when it is not running
tbench_stop() {
	[ -n "$srv_pid" ] || return 0
	srv_stop "$srv_pid"
	srv_pid=
}

# netserver_start LOG [PORT]: start netserver on 127.0.0.1 in a session of
# its own (in the foreground, -D, so that its pid is the server's; its
# output to LOG), on PORT or else the first free port from
# NETPERF_PORT_FIRST on, and wait until it listens there; sets nsrv_pid and
# netperf_port.  A port taken meanwhile by another program is passed over
# (up to 20 of them) unless it was asked for; dies when netserver exits
# otherwise or does not listen within 5 s.
netserver_start() {
	local log=$1 port=${2:-$NETPERF_PORT_FIRST} tries=20 _
	[ -n "${2:-}" ] && tries=1
	while [ "$tries" -gt 0 ]; do
		if [ -z "${2:-}" ]; then
			while listening "$port"; do port=$((port + 1)); done
		elif listening "$port"; then
			die "port $port is in use: give netperf another --port"
		fi
		setsid netserver -D -p "$port" -L 127.0.0.1,inet >"$log" 2>&1 &
		nsrv_pid=$!
		for _ in $(seq 100); do
			if listening_pid "$port" "$nsrv_pid"; then
				netperf_port=$port
				return 0
			fi
			kill -0 "$nsrv_pid" 2>/dev/null || break
			sleep 0.05
		done
		if kill -0 "$nsrv_pid" 2>/dev/null; then
			netserver_stop
			die "netserver does not listen on port $port after 5 s"
		fi
		wait "$nsrv_pid" 2>/dev/null
		nsrv_pid=
		# another program took the port between the look and the bind
		if [ -n "${2:-}" ] || ! listening "$port"; then
			[ "$log" = /dev/null ] || cat "$log" >&2
			die "netserver exited at start"
		fi
		port=$((port + 1)) tries=$((tries - 1))
	done
	die "netserver: the ports from $NETPERF_PORT_FIRST to $port were taken as it started"
}

# netserver_stop: stop netserver and the children it forked per test
# (srv_stop); nothing when it is not running
netserver_stop() {
	[ -n "$nsrv_pid" ] || return 0
	srv_stop "$nsrv_pid"
	nsrv_pid=
}
