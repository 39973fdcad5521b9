// SPDX-License-Identifier: GPL-2.0
/*
 * test_catalogue - the event catalogue (lib/evmap.c) against the schema
 * (schema/pstate.sql, as compiled in), and the analyzer reading rows
 * through it (stream.c).
 *
 * The schema is the oracle for the first part: every catalogue table is in
 * it (ev_NAME) with ts and cpu first, the catalogue's columns in its order
 * and type, and seq_gap last; every event table of the schema (a table
 * with a seq_gap column) is in the catalogue, in the schema's order; each
 * has a view NAME with version 1's columns (a task column as its comm and
 * pid, named after the first of its fields, then seq).  For the second,
 * rows written with plain SQL, by column name, must come back from
 * stream_next() in seq order with each value where struct ev says it is,
 * NULLs as stream.h says, and the views must give them back as version 1
 * had them.
 */
#include <unistd.h>
#include "test.h"
#include "db.h"
#include "evmap.h"
#include "pass/stream.h"

/* check_table - table @tbl of the catalogue as the schema has it */
static void check_table(sqlite3 *db, int tbl)
{
	const struct table_def *d = &evmap_tables[tbl];
	sqlite3_stmt *st;
	int n = 0, ok = 1;

	if (sqlite3_prepare_v2(db, "SELECT name, type, \"notnull\" FROM pragma_table_info(?1)", -1,
			       &st, NULL) != SQLITE_OK) {
		T_OK(0, "%s: pragma_table_info", d->store);
		return;
	}
	sqlite3_bind_text(st, 1, d->store, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *type = (const char *)sqlite3_column_text(st, 1);
		int notnull = sqlite3_column_int(st, 2);
		const char *want, *want_type = "INTEGER";
		int want_notnull = 0;

		if (n == 0 || n == 1) {
			want = n ? "cpu" : "ts";
			want_notnull = 1;
		} else if (n - 2 < d->ncols) {
			want = d->cols[n - 2].name;
			want_type = evmap_sql_type(d->cols[n - 2].kind);
		} else {
			want = "seq_gap";
		}
		if (strcmp(name, want) != 0 || strcmp(type, want_type) != 0 ||
		    notnull != want_notnull) {
			printf("# %s column %d: schema %s %s%s, catalogue %s %s%s\n", d->table, n,
			       name, type, notnull ? " NOT NULL" : "", want, want_type,
			       want_notnull ? " NOT NULL" : "");
			ok = 0;
		}
		n++;
	}
	sqlite3_finalize(st);
	T_OK(n > 0, "%s: in the schema", d->store);
	T_EQ_INT(n, d->ncols + 3, "%s: ts, cpu, %d columns, seq_gap", d->store, d->ncols);
	T_OK(ok, "%s: every column in the schema's order, with its type", d->store);
}

/* check_view - the view of table @tbl: version 1's columns, in order */
static void check_view(sqlite3 *db, int tbl)
{
	const struct table_def *d = &evmap_tables[tbl];
	const char *want[2 * EVMAP_MAX_COLS + 3];
	char names[2 * EVMAP_MAX_COLS][64];
	sqlite3_stmt *st;
	int n = 0, nw = 0, c, ok = 1;

	want[nw++] = "ts";
	want[nw++] = "cpu";
	for (c = 0; c < d->ncols; c++) {
		if (d->cols[c].kind == COL_TASK) {
			want[nw] = evmap_first_field(d->cols[c].fields, names[nw], sizeof(names[0]));
			nw++;
			want[nw] = evmap_first_field(d->cols[c].pid_fields, names[nw], sizeof(names[0]));
			nw++;
		} else {
			want[nw++] = d->cols[c].name;
		}
	}
	want[nw++] = "seq";
	if (sqlite3_prepare_v2(db, "SELECT c.name FROM sqlite_master m, pragma_table_info(m.name) c "
			       "WHERE m.type = 'view' AND m.name = ?1", -1, &st, NULL) != SQLITE_OK) {
		T_OK(0, "%s: the view's columns", d->table);
		return;
	}
	sqlite3_bind_text(st, 1, d->table, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);

		if (n >= nw || strcmp(name, want[n]) != 0) {
			printf("# view %s column %d: %s, version 1: %s\n", d->table, n, name,
			       n < nw ? want[n] : "(none)");
			ok = 0;
		}
		n++;
	}
	sqlite3_finalize(st);
	T_EQ_INT(n, nw, "view %s: as many columns as version 1's table", d->table);
	T_OK(ok, "view %s: version 1's columns, in order", d->table);
}

/* the catalogue entry itself: what the collector needs of it */
static void check_entry(int tbl)
{
	const struct table_def *d = &evmap_tables[tbl];
	int c, k, ok = 1;

	if (tbl < NR_EVENT_TABLES) {
		T_OK(d->system && d->event, "%s: a tracepoint (%s:%s)", d->table,
		     d->system ? d->system : "?", d->event ? d->event : "?");
		if (d->system && d->event)
			T_EQ_INT(evmap_find(d->system, d->event), tbl, "%s: evmap_find", d->table);
		for (c = 0; c < d->ncols; c++)
			if (d->cols[c].kind != COL_PID && !d->cols[c].fields[0])
				ok = 0;
		T_OK(ok, "%s: every column but the emitting pid has a field name", d->table);
	} else {
		T_OK(!d->system && !d->event, "%s: no tracepoint maps to it by name", d->table);
	}
	T_OK(d->ncols > 0 && d->ncols <= EVMAP_MAX_COLS, "%s: 1 to %d columns", d->table,
	     EVMAP_MAX_COLS);
	for (c = 0; c < d->ncols; c++)
		T_EQ_INT(evmap_column(tbl, d->cols[c].name), c, "%s.%s: evmap_column", d->table,
			 d->cols[c].name);
	for (c = 0, k = 1; c < d->ncols; c++)
		if ((d->cols[c].kind == COL_TASK) != (d->cols[c].pid_fields != NULL) ||
		    (d->cols[c].pid_fields && !d->cols[c].pid_fields[0]))
			k = 0;
	T_OK(k, "%s: task columns, and only they, name the pid's fields", d->table);
	T_OK(!strncmp(d->store, "ev_", 3) && !strcmp(d->store + 3, d->table),
	     "%s: stored in ev_%s", d->table, d->table);
}

/* the event tables of the schema (those with seq_gap) are the catalogue's, in order */
static void check_schema_tables(sqlite3 *db)
{
	sqlite3_stmt *st;
	int n = 0, ok = 1;

	if (sqlite3_prepare_v2(db,
			       "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c "
			       "WHERE m.type = 'table' AND c.name = 'seq_gap' ORDER BY m.rowid",
			       -1, &st, NULL) != SQLITE_OK) {
		T_OK(0, "the schema's tables");
		return;
	}
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);

		if (n >= NR_TABLES || strcmp(evmap_tables[n].store, name) != 0) {
			printf("# schema event table %d: %s, catalogue: %s\n", n, name,
			       n < NR_TABLES ? evmap_tables[n].store : "(none)");
			ok = 0;
		}
		n++;
	}
	sqlite3_finalize(st);
	T_EQ_INT(n, NR_TABLES, "the schema has as many event tables as the catalogue");
	T_OK(ok, "every event table of the schema is the catalogue's, in the schema's order");
}

static int exec(sqlite3 *db, const char *sql)
{
	return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* one_text - the first column of the first row of @sql as text, into @buf */
static const char *one_text(sqlite3 *db, const char *sql, char *buf, size_t size)
{
	sqlite3_stmt *st;

	snprintf(buf, size, "(error)");
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return buf;
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(buf, size, "%s", sqlite3_column_text(st, 0) ?
			 (const char *)sqlite3_column_text(st, 0) : "NULL");
	sqlite3_finalize(st);
	return buf;
}

/* the rows of check_stream() through the views, as version 1 had them */
static void check_views(sqlite3 *db)
{
	char buf[256];

	T_EQ_STR(one_text(db, "SELECT group_concat(quote(ts) || ',' || quote(cpu) || ',' || "
			  "quote(prev_comm) || ',' || quote(prev_pid) || ',' || quote(prev_prio) || "
			  "',' || quote(prev_state) || ',' || quote(next_comm) || ',' || "
			  "quote(next_pid) || ',' || quote(next_prio) || ',' || quote(seq), ' ') "
			  "FROM sched_switch", buf, sizeof(buf)),
		 "100,1,'a',11,120,'R+','b',12,98,1 600,1,'b',12,98,'S',NULL,NULL,120,10",
		 "view sched_switch: comms, pids, states, seq summed");
	T_EQ_STR(one_text(db, "SELECT group_concat(comm || ',' || pid || ',' || seq, ' ') "
			  "FROM sched_waking", buf, sizeof(buf)),
		 "w,21,2", "view sched_waking: an unknown task id is NULL");
	T_EQ_STR(one_text(db, "SELECT parent_comm || ',' || parent_pid || ',' || "
			  "quote(child_comm) || ',' || child_pid || ',' || seq "
			  "FROM sched_process_fork", buf, sizeof(buf)),
		 "p,71,NULL,72,8", "view sched_process_fork");
}

/* the analyzer's reading: rows by column name in, struct ev out, in seq order */
static void check_stream(sqlite3 *db)
{
	/* each table's first row: seq_gap is its seq */
	static const char rows[] =
	    "INSERT INTO task (id, pid, comm) VALUES (1, 11, 'a'), (2, 12, 'b'), (3, 21, 'w'), "
	    "  (4, 71, 'p'), (5, 72, NULL);"
	    "INSERT INTO sched_state (id, state) VALUES (1, 'S'), (2, 'R+');"
	    "INSERT INTO ev_sched_switch (ts, cpu, prev_task, prev_prio, prev_state, "
	    "  next_task, next_prio, seq_gap) VALUES (100, 1, 1, 120, 2, 2, 98, 1);"
	    "INSERT INTO ev_sched_waking (ts, cpu, task, prio, target_cpu, waker_pid, seq_gap) "
	    "  VALUES (100, 0, 3, 110, 3, 22, 2);"
	    "INSERT INTO ev_amd_pstate_perf (ts, cpu, pid, min_perf, target_perf, capacity, freq, "
	    "  mperf, aperf, tsc, cpu_id, changed, fast_switch, seq_gap) VALUES (200, 2, 31, 20, "
	    "  90, 166, 3000000, NULL, 7, 8, NULL, 1, NULL, 3);"
	    "INSERT INTO ev_pstate_sample (ts, cpu, core_busy, scaled_busy, \"from\", \"to\", "
	    "  mperf, aperf, tsc, freq, io_boost, pid, seq_gap) VALUES (250, 3, 50, 60, 10, 20, "
	    "  1000, 1100, 2000, 2100000, 0, 41, 4);"
	    "INSERT INTO ev_workqueue_queue_work (ts, cpu, pid, work, function, workqueue, "
	    "  req_cpu, target_cpu, seq_gap) VALUES (300, 0, 51, -5, 'dbs_work_handler', "
	    "  'events', 8, 2, 5);"
	    "INSERT INTO ev_sched_kthread_work_execute_start (ts, cpu, pid, work, function, "
	    "  seq_gap) VALUES (300, 1, 61, 77, 'sugov_work', 6);"
	    "INSERT INTO ev_cpu_idle (ts, cpu, state, cpu_id, seq_gap) VALUES (400, 3, "
	    "  4294967295, 3, 7);"
	    "INSERT INTO ev_sched_process_fork (ts, cpu, parent_task, child_task, seq_gap) "
	    "  VALUES (400, 0, 4, 5, 8);"
	    "INSERT INTO ev_cpu_frequency (ts, cpu, state, cpu_id, pid, seq_gap) VALUES (500, 0, "
	    "  2000000, 5, 81, 9);"
	    /* the second rows: the gap to the table's row before */
	    "INSERT INTO ev_sched_switch (ts, cpu, prev_task, prev_prio, prev_state, "
	    "  next_task, next_prio, seq_gap) VALUES (600, 1, 2, 98, 1, NULL, 120, 9);"
	    "INSERT INTO ev_sched_waking (ts, cpu, task, prio, target_cpu, waker_pid, seq_gap) "
	    "  VALUES (600, 0, 99, 110, 3, 22, 9);";
	unsigned int all = EV_HAS(TBL_SCHED_SWITCH) | EV_HAS(TBL_SCHED_WAKING) |
			   EV_HAS(TBL_AMD_PSTATE_PERF) | EV_HAS(TBL_PSTATE_SAMPLE) |
			   EV_HAS(TBL_WQ_QUEUE_WORK) | EV_HAS(TBL_KT_EXECUTE_START) |
			   EV_HAS(TBL_CPU_IDLE) | EV_HAS(TBL_SCHED_PROCESS_FORK) |
			   EV_HAS(TBL_CPU_FREQUENCY) | EV_HAS(TBL_SCHED_WAKEUP);
	struct stream *s;
	struct ev ev;
	int n = 0, order_ok = 1, second = 0;

	T_EQ_INT(exec(db, rows), 0, "rows written by column name");
	T_OK(stream_has_rows(db, TBL_AMD_PSTATE_PERF), "stream_has_rows: amd_pstate_perf");
	T_OK(!stream_has_rows(db, TBL_SCHED_WAKEUP), "stream_has_rows: sched_wakeup has none");
	s = stream_open(db, all, 0, 1000);
	T_OK(s != NULL, "stream_open: every table's query built from the catalogue");
	if (!s)
		return;
	while (stream_next(s, &ev) > 0) {
		n++;
		order_ok &= ev.seq == n;
		switch (ev.type) {
		case TBL_SCHED_SWITCH:
			if (ev.ts == 600) {
				T_OK(!strcmp(ev.sw.prev_comm, "b") && ev.sw.prev_pid == 12 &&
					     !strcmp(ev.sw.prev_state, "S") &&
					     !strcmp(ev.sw.next_comm, "") && ev.sw.next_pid == -1,
				     "sched_switch, second row: its tasks; a NULL task is \"\", -1");
				second++;
				break;
			}
			T_OK(ev.ts == 100 && ev.cpu == 1, "sched_switch: ts, cpu");
			T_OK(!strcmp(ev.sw.prev_comm, "a") && ev.sw.prev_pid == 11 &&
				     ev.sw.prev_prio == 120 && !strcmp(ev.sw.prev_state, "R+"),
			     "sched_switch: prev_*");
			T_OK(!strcmp(ev.sw.next_comm, "b") && ev.sw.next_pid == 12 &&
				     ev.sw.next_prio == 98,
			     "sched_switch: next_*");
			T_EQ_INT(ev.pid, 11, "sched_switch: the emitting task is prev_pid");
			break;
		case TBL_SCHED_WAKING:
			if (ev.ts == 600) {
				T_OK(!strcmp(ev.wake.comm, "") && ev.wake.pid == -1,
				     "sched_waking, second row: a task id the task table has not "
				     "is \"\", -1");
				second++;
				break;
			}
			T_OK(!strcmp(ev.wake.comm, "w") && ev.wake.pid == 21 && ev.wake.prio == 110 &&
				     ev.wake.target_cpu == 3,
			     "sched_waking: comm, pid, prio, target_cpu");
			T_EQ_INT(ev.pid, 22, "sched_waking: the emitting task is waker_pid");
			break;
		case TBL_AMD_PSTATE_PERF:
			T_OK(ev.pid == 31 && ev.amd.min_perf == 20 && ev.amd.target_perf == 90 &&
				     ev.amd.capacity == 166 && ev.amd.freq == 3000000 &&
				     ev.amd.aperf == 7 && ev.amd.tsc == 8,
			     "amd_pstate_perf: pid, perf levels, freq, aperf, tsc");
			T_EQ_INT(ev.amd.mperf, NULL_NUM, "amd_pstate_perf: NULL mperf is NULL_NUM");
			T_EQ_INT(ev.amd.cpu_id, 2, "amd_pstate_perf: NULL cpu_id is the row's cpu");
			T_EQ_INT(ev.amd.fast_switch, -1, "amd_pstate_perf: NULL fast_switch is -1");
			break;
		case TBL_PSTATE_SAMPLE:
			T_OK(ev.pid == 41 && ev.pstate.from == 10 && ev.pstate.to == 20 &&
				     ev.pstate.mperf == 1000 && ev.pstate.aperf == 1100 &&
				     ev.pstate.tsc == 2000 && ev.pstate.freq == 2100000 &&
				     ev.pstate.core_busy == 50,
			     "pstate_sample: \"from\" and \"to\" (SQL keywords) and the rest");
			break;
		case TBL_WQ_QUEUE_WORK:
			T_OK(ev.pid == 51 && ev.work.work == -5 &&
				     !strcmp(ev.work.function, "dbs_work_handler") &&
				     ev.work.target_cpu == 2,
			     "workqueue_queue_work: pid, work, function, target_cpu");
			break;
		case TBL_KT_EXECUTE_START:
			T_OK(ev.pid == 61 && ev.work.work == 77 &&
				     !strcmp(ev.work.function, "sugov_work") && ev.work.target_cpu == -1,
			     "sched_kthread_work_execute_start: pid, work, function; no target_cpu");
			break;
		case TBL_CPU_IDLE:
			T_OK(ev.freq.state == 4294967295LL && ev.freq.cpu_id == 3 && ev.pid == -1,
			     "cpu_idle: state, cpu_id; no pid");
			break;
		case TBL_SCHED_PROCESS_FORK:
			T_OK(ev.fork.parent_pid == 71 && !strcmp(ev.fork.parent_comm, "p") &&
				     ev.fork.child_pid == 72 && !strcmp(ev.fork.child_comm, ""),
			     "sched_process_fork: pids and comms; a NULL comm is \"\"");
			break;
		case TBL_CPU_FREQUENCY:
			T_OK(ev.pid == 81 && ev.freq.state == 2000000 && ev.freq.cpu_id == 5,
			     "cpu_frequency: pid, state, cpu_id");
			break;
		default:
			T_OK(0, "an event of table %d, not written", ev.type);
		}
	}
	T_EQ_INT((long long)stream_values_invalid(s), 1, "the unknown task id is counted");
	stream_close(s);
	T_EQ_INT(n, 11, "every row written, once");
	T_EQ_INT(second, 2, "the second rows of sched_switch and sched_waking");
	T_OK(order_ok, "rows across tables in seq order: seq_gap summed per table");
	s = stream_open(db, EV_HAS(TBL_SCHED_SWITCH), 150, 1000);
	T_OK(s && stream_next(s, &ev) == 1 && ev.ts == 600 && ev.seq == 10,
	     "the window leaves out the rows before it, and sums their gaps");
	stream_close(s);
	check_views(db);
	s = stream_open(db, EV_HAS(TBL_SCHED_MIGRATE_TASK), 0, 1000);
	T_OK(!s, "stream_open: a table struct ev has no view of is refused");
	stream_close(s);
}

int main(void)
{
	sqlite3 *db;
	char path[64];
	int i;

	snprintf(path, sizeof(path), "/tmp/test_catalogue.%d.db", (int)getpid());
	unlink(path);
	if (db_create(path, &db) < 0) {
		T_OK(0, "db_create");
		T_DONE();
	}
	for (i = 0; i < NR_TABLES; i++) {
		check_table(db, i);
		check_view(db, i);
		check_entry(i);
	}
	check_schema_tables(db);
	T_EQ_INT(evmap_column(TBL_SCHED_SWITCH, "no_such_column"), -1,
		 "evmap_column: an unknown column is -1");
	T_EQ_INT(evmap_column(NR_TABLES, "pid"), -1, "evmap_column: an unknown table is -1");
	T_EQ_INT(evmap_column(TBL_SCHED_SWITCH, "seq_gap"), -1,
		 "evmap_column: seq_gap is no catalogue column");
	check_stream(db);
	sqlite3_close(db);
	unlink(path);
	T_DONE();
}
