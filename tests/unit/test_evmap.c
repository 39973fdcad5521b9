// SPDX-License-Identifier: GPL-2.0
/*
 * test_evmap - the event-to-row mapping, for every table, on binary records
 * built from this kernel's own event formats (tracefs: needs root).
 *
 * Each record is filled field by field from its format: numbers from a
 * formula of the field's name and size, strings "s<event>.<field>", and the
 * row is then read back from the database and compared column by column
 * with what the format says was written.  Also: prev_state letters, a
 * function pointer resolved to its symbol, a print marker, and an unmapped
 * event into the `event` table as JSON.
 */
#include <errno.h>
#include <tracefs.h>
#include <unistd.h>
#include "test.h"
#include "db.h"
#include "evmap.h"
#include "loader.h"

#define COMMON_PID 4242
/* the work function's address: in a gap of every kernel's symbols (above
 * the per-CPU ones at 0, below the text), so that the kallsyms libtracefs
 * loads with the formats cannot name it before the symbol registered here */
#define SYM_ADDR 0x0000400000001000ULL

static char dbpath[256];

/* value_of - what the test writes into a numeric field (fits its size) */
static uint64_t value_of(const char *field, int size)
{
	uint64_t h = 1469598103934665603ULL;
	const char *p;

	for (p = field; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	if (size >= 8)
		return h >> 1; /* positive as int64 */
	return h & ((1ULL << (8 * size - 1)) - 1);
}

static void put_num(char *data, int off, int size, uint64_t v)
{
	memcpy(data + off, &v, (size_t)size); /* little endian, as the running kernel */
}

/* build - a record of @ev with every field filled; its size */
static int build(struct tep_event *ev, char *data, int cap, int tbl)
{
	struct tep_format_field *f;
	int end = 0, dyn;

	memset(data, 0, (size_t)cap);
	for (f = ev->format.common_fields; f; f = f->next)
		if (f->offset + f->size > end)
			end = f->offset + f->size;
	for (f = ev->format.fields; f; f = f->next)
		if (f->offset + f->size > end)
			end = f->offset + f->size;
	dyn = end;
	f = tep_find_common_field(ev, "common_type");
	put_num(data, f->offset, f->size, (uint64_t)ev->id);
	f = tep_find_common_field(ev, "common_pid");
	put_num(data, f->offset, f->size, COMMON_PID);
	for (f = ev->format.fields; f; f = f->next) {
		char s[64];

		snprintf(s, sizeof(s), "s%d.%s", tbl, f->name);
		if (f->flags & TEP_FIELD_IS_DYNAMIC) {
			int len = (int)strlen(s) + 1;
			uint32_t loc = (uint32_t)len << 16 | (uint32_t)dyn;

			if (f->flags & TEP_FIELD_IS_RELATIVE)
				loc = (uint32_t)len << 16 | (uint32_t)(dyn - (f->offset + 4));
			memcpy(data + f->offset, &loc, 4);
			memcpy(data + dyn, s, (size_t)len);
			dyn += len;
		} else if ((f->flags & TEP_FIELD_IS_STRING) || (f->flags & TEP_FIELD_IS_ARRAY)) {
			snprintf(data + f->offset, (size_t)f->size, "%s", s);
		} else if (!strcmp(f->name, "function")) {
			put_num(data, f->offset, f->size, SYM_ADDR);
		} else if (!strcmp(f->name, "prev_state")) {
			put_num(data, f->offset, f->size, 0x1); /* S */
		} else {
			put_num(data, f->offset, f->size, value_of(f->name, f->size));
		}
	}
	return dyn;
}

/* field_text - the expected text of a string field */
static void field_text(char *buf, size_t n, int tbl, const char *field)
{
	snprintf(buf, n, "s%d.%s", tbl, field);
}

static int64_t signed_value(struct tep_format_field *f)
{
	uint64_t v = value_of(f->name, f->size);

	if ((f->flags & TEP_FIELD_IS_SIGNED) && f->size < 8) {
		int shift = 64 - 8 * f->size;

		return (int64_t)(v << shift) >> shift;
	}
	return (int64_t)v;
}

/*
 * expected_field - the kernel field a column must hold, said here and not
 * taken from evmap.c: the column's own name, but for the one the schema
 * renames (workqueue_queue_work's `cpu` is stored as target_cpu)
 */
static struct tep_format_field *expected_field(struct tep_event *ev, const char *table,
					       const char *column)
{
	if (!strcmp(table, "workqueue_queue_work") && !strcmp(column, "target_cpu"))
		return tep_find_field(ev, "cpu");
	return tep_find_field(ev, column);
}

static void check_table(sqlite3 *db, int tbl, struct tep_event *ev)
{
	const struct table_def *d = &evmap_tables[tbl];
	char sql[256], want[64], name[64];
	sqlite3_stmt *st;
	int c, col = 2, ok = 1;

	snprintf(sql, sizeof(sql), "SELECT * FROM %s", d->table);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK ||
	    sqlite3_step(st) != SQLITE_ROW) {
		T_OK(0, "%s: one row", d->table);
		sqlite3_finalize(st);
		return;
	}
	T_EQ_INT(sqlite3_column_int64(st, 0), 1000 + tbl, "%s: ts", d->table);
	T_EQ_INT(sqlite3_column_int64(st, 1), 1, "%s: cpu (the ring buffer's)", d->table);
	/* the view: version 1's columns, a task column as its comm and pid */
	for (c = 0; c < d->ncols; c++, col++) {
		const struct col_def *cd = &d->cols[c];
		struct tep_format_field *f = expected_field(ev, d->table, cd->name);
		const char *got = (const char *)sqlite3_column_text(st, col);

		if (cd->kind == COL_TASK) {
			f = tep_find_field(ev, evmap_first_field(cd->fields, name, sizeof(name)));
			if (!f) /* sched_process_fork before 6.x: comm, pid */
				f = tep_find_field(ev, "comm");
			field_text(want, sizeof(want), tbl, f ? f->name : "");
			if (f && f->size > 0 && !(f->flags & TEP_FIELD_IS_DYNAMIC))
				want[f->size - 1 < (int)sizeof(want) ? f->size - 1 : 0] = '\0';
			if (!got || strcmp(got, want) != 0) {
				printf("# %s.%s (comm): got '%s', want '%s'\n", d->table, cd->name,
				       got ? got : "(null)", want);
				ok = 0;
			}
			col++;
			f = tep_find_field(ev, evmap_first_field(cd->pid_fields, name, sizeof(name)));
			if (!f)
				f = tep_find_field(ev, "pid");
			if (!f || sqlite3_column_int64(st, col) != signed_value(f)) {
				printf("# %s.%s (pid): got %lld\n", d->table, cd->name,
				       (long long)sqlite3_column_int64(st, col));
				ok = 0;
			}
			continue;
		}
		switch (cd->kind) {
		case COL_PID:
			ok &= sqlite3_column_int64(st, col) == COMMON_PID;
			if (sqlite3_column_int64(st, col) != COMMON_PID)
				printf("# %s.%s: %lld\n", d->table, cd->name,
				       (long long)sqlite3_column_int64(st, col));
			break;
		case COL_INT:
		case COL_PTR:
			if (!f) {
				/* a field this kernel's event does not have: NULL */
				ok &= sqlite3_column_type(st, col) == SQLITE_NULL;
				break;
			}
			if (sqlite3_column_int64(st, col) != signed_value(f)) {
				printf("# %s.%s: got %lld, want %lld\n", d->table, cd->name,
				       (long long)sqlite3_column_int64(st, col),
				       (long long)signed_value(f));
				ok = 0;
			}
			break;
		case COL_STR:
			field_text(want, sizeof(want), tbl, f ? f->name : "");
			if (f && f->size > 0 && !(f->flags & TEP_FIELD_IS_DYNAMIC))
				want[f->size - 1 < (int)sizeof(want) ? f->size - 1 : 0] = '\0';
			if (!got || strcmp(got, want) != 0) {
				printf("# %s.%s: got '%s', want '%s'\n", d->table, cd->name,
				       got ? got : "(null)", want);
				ok = 0;
			}
			break;
		case COL_SYM:
			if (!got || strcmp(got, "sugov_work") != 0) {
				printf("# %s.%s: got '%s', want 'sugov_work'\n", d->table,
				       cd->name, got ? got : "(null)");
				ok = 0;
			}
			break;
		case COL_STATE:
			ok &= got && !strcmp(got, "S");
			break;
		case COL_TASK:
			break;
		}
	}
	T_OK(ok, "%s: every column from this kernel's format (%d)", d->table, d->ncols);
	T_OK(sqlite3_column_int64(st, col) > 0, "%s: seq", d->table);
	sqlite3_finalize(st);
}

int main(void)
{
	static const char *systems[] = { "sched", "power", "amd_cpu", "workqueue", "ftrace", NULL };
	struct tep_handle *tep;
	struct tep_event *ev, *other;
	struct tep_record rec;
	struct loader *l;
	char data[4096], state[32];
	sqlite3 *db;
	int i, n;

	/* prev_state letters, as include/trace/events/sched.h prints them */
	T_EQ_STR(evmap_state_letters(0, state), "R", "state 0 is R");
	T_EQ_STR(evmap_state_letters(0x100, state), "R+", "preempted is R+");
	T_EQ_STR(evmap_state_letters(0x1, state), "S", "0x1 is S");
	T_EQ_STR(evmap_state_letters(0x2, state), "D", "0x2 is D");
	T_EQ_STR(evmap_state_letters(0x80, state), "I", "0x80 is I");
	T_EQ_STR(evmap_state_letters(0x3, state), "S|D", "combinations joined by |");
	T_EQ_INT(evmap_find("sched", "sched_switch"), TBL_SCHED_SWITCH, "evmap_find sched_switch");
	T_EQ_INT(evmap_find(NULL, "amd_pstate_perf"), TBL_AMD_PSTATE_PERF, "evmap_find without system");
	T_EQ_INT(evmap_find("sched", "amd_pstate_perf"), -1, "evmap_find: the system must match");
	T_EQ_INT(evmap_find_n("cpu_idle:", 8), TBL_CPU_IDLE, "evmap_find_n takes a length");

	if (geteuid() != 0) {
		T_SKIP("records from this kernel's formats: needs root for tracefs");
		T_DONE();
	}
	tep = tracefs_local_events_system(NULL, systems);
	if (!tep) {
		T_SKIP("records from this kernel's formats: tracefs not readable (%s)",
		       strerror(errno));
		T_DONE();
	}
	tep_register_function(tep, "sugov_work", SYM_ADDR, NULL);
	snprintf(dbpath, sizeof(dbpath), "/tmp/test_evmap.%d.db", (int)getpid());
	unlink(dbpath);
	if (db_create(dbpath, &db) < 0 || db_exec(db, "BEGIN") < 0)
		return 1;
	l = loader_open(db, 1);
	T_OK(l != NULL, "loader_open");
	if (!l)
		return 1;
	for (i = 0; i < NR_EVENT_TABLES; i++) {
		ev = tep_find_event_by_name(tep, evmap_tables[i].system, evmap_tables[i].event);
		if (!ev) {
			T_SKIP("%s: not in this kernel", evmap_tables[i].table);
			continue;
		}
		memset(&rec, 0, sizeof(rec));
		rec.ts = 1000 + (unsigned long long)i;
		rec.cpu = 1;
		rec.data = data;
		rec.size = build(ev, data, sizeof(data), i);
		T_EQ_INT(loader_tep(l, tep, &rec), 0, "%s: loader_tep", evmap_tables[i].table);
	}
	/* a print marker */
	ev = tep_find_event_by_name(tep, "ftrace", "print");
	if (ev) {
		struct tep_format_field *f = tep_find_field(ev, "buf");

		n = build(ev, data, sizeof(data), 90);
		snprintf(data + f->offset, sizeof(data) - f->offset, "cpu_frequency: state=1 cpu_id=0\n");
		memset(&rec, 0, sizeof(rec));
		rec.ts = 5000;
		rec.cpu = 0;
		rec.data = data;
		rec.size = f->offset + (int)strlen(data + f->offset) + 1;
		(void)n;
		T_EQ_INT(loader_tep(l, tep, &rec), 0, "print: loader_tep");
	}
	/* an event no table maps: into `event`, its fields as JSON */
	other = tep_find_event_by_name(tep, "sched", "sched_stat_runtime");
	if (!other)
		other = tep_find_event_by_name(tep, "sched", "sched_process_wait");
	if (other) {
		memset(&rec, 0, sizeof(rec));
		rec.ts = 6000;
		rec.cpu = 0;
		rec.data = data;
		rec.size = build(other, data, sizeof(data), 91);
		T_EQ_INT(loader_tep(l, tep, &rec), 0, "%s: loader_tep", other->name);
	}
	T_EQ_INT(loader_close(l), 0, "loader_close");
	T_EQ_INT(db_exec(db, "COMMIT"), 0, "commit");

	for (i = 0; i < NR_EVENT_TABLES; i++) {
		ev = tep_find_event_by_name(tep, evmap_tables[i].system, evmap_tables[i].event);
		if (ev)
			check_table(db, i, ev);
	}
	{
		sqlite3_stmt *st;

		if (sqlite3_prepare_v2(db, "SELECT kind, text, pid FROM marker", -1, &st, NULL) ==
			    SQLITE_OK &&
		    sqlite3_step(st) == SQLITE_ROW) {
			T_EQ_STR((const char *)sqlite3_column_text(st, 0), "print", "marker kind");
			T_EQ_STR((const char *)sqlite3_column_text(st, 1),
				 "cpu_frequency: state=1 cpu_id=0", "marker text, newline dropped");
			T_EQ_INT(sqlite3_column_int64(st, 2), COMMON_PID, "marker pid");
		} else {
			T_OK(0, "a marker row");
		}
		sqlite3_finalize(st);
		T_EQ_INT(db_count(db, "cpu_frequency"), 1, "a print imitating an event is no event");
	}
	if (other) {
		sqlite3_stmt *st;
		struct tep_format_field *f = other->format.fields;
		char sql[256];

		while (f && (f->flags & (TEP_FIELD_IS_ARRAY | TEP_FIELD_IS_STRING | TEP_FIELD_IS_DYNAMIC)))
			f = f->next;
		snprintf(sql, sizeof(sql),
			 "SELECT name, system, json_extract(fields, '$.%s'), pid FROM event",
			 f ? f->name : "x");
		if (f && sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
		    sqlite3_step(st) == SQLITE_ROW) {
			T_EQ_STR((const char *)sqlite3_column_text(st, 0), other->name, "event: name");
			T_EQ_STR((const char *)sqlite3_column_text(st, 1), "sched", "event: system");
			T_EQ_INT(sqlite3_column_int64(st, 2), signed_value(f), "event: field %s in JSON",
				 f->name);
			T_EQ_INT(sqlite3_column_int64(st, 3), COMMON_PID, "event: pid");
			sqlite3_finalize(st);
		} else {
			T_OK(0, "an event row");
		}
	}
	{
		sqlite3_stmt *st;

		/* every (pid, comm) seen: the common_pid and the switch's comms */
		if (sqlite3_prepare_v2(db, "SELECT count(*) FROM task WHERE pid = ?", -1, &st,
				       NULL) == SQLITE_OK) {
			sqlite3_bind_int(st, 1, COMMON_PID);
			sqlite3_step(st);
			T_OK(sqlite3_column_int(st, 0) >= 1, "task: the common_pid is named");
			sqlite3_finalize(st);
		}
	}
	sqlite3_close(db);
	unlink(dbpath);
	tep_free(tep);
	T_DONE();
}
