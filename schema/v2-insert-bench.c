// SPDX-License-Identifier: GPL-2.0
/*
 * v2-insert-bench.c - the insert side of schema version 2 (schema/v2.md),
 * measured as record's writer inserts: 64-row prepared INSERTs, the bulk
 * pragmas, one transaction.  Built and run by scripts/bench-schema.
 *
 *   v2-insert-bench V1.db OUT.db ROUNDS
 *
 * Reads sched_switch of a version-1 run into memory, then, ROUNDS times
 * and alternating, inserts every row into a fresh OUT.db laid out as
 * version 1 (comm text, prev_state text, seq a column) and as version 2
 * (the (pid, comm) pair and the state interned in memory as the loader
 * would, ids stored, the task and state tables written after) with seq
 * stored three ways: as the gap to the table's row before (the layout in
 * use, schema/pstate.sql), as the INTEGER PRIMARY KEY, and as a column
 * (the cost of the key apart from the interning's).  Prints each round's
 * seconds and bytes per row.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <sqlite3.h>

#define BATCH 64

struct row {
	int64_t ts, cpu, prev_pid, prev_prio, next_pid, next_prio, seq;
	char prev_comm[16], next_comm[16], state[8];
	int prev_task, next_task, state_id;
};

/* the interned (pid, comm) pairs and states: a linear-probe hash */
#define HSIZE (1 << 20)
struct key {
	int64_t pid;
	char s[16];
	int id;
};
static struct key *tasks, *states;
static int ntasks, nstates;

static uint64_t hash(int64_t pid, const char *s)
{
	uint64_t h = 1469598103934665603ULL ^ (uint64_t)pid;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static int intern(struct key *t, int *n, int64_t pid, const char *s)
{
	uint64_t i = hash(pid, s) & (HSIZE - 1);

	while (t[i].id) {
		if (t[i].pid == pid && !strcmp(t[i].s, s))
			return t[i].id;
		i = (i + 1) & (HSIZE - 1);
	}
	t[i].pid = pid;
	snprintf(t[i].s, sizeof(t[i].s), "%s", s);
	t[i].id = ++*n;
	return t[i].id;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(sqlite3 *db, const char *what)
{
	fprintf(stderr, "v2-insert-bench: %s: %s\n", what, db ? sqlite3_errmsg(db) : "failed");
	exit(1);
}

static void exec(sqlite3 *db, const char *sql)
{
	if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
		die(db, sql);
}

/* multi - "INSERT INTO @t VALUES (?, ...), ..." of @n rows of @cols */
static sqlite3_stmt *multi(sqlite3 *db, const char *t, int cols, int n)
{
	size_t cap = 64 + (size_t)n * (size_t)cols * 3, len;
	char *sql = malloc(cap);
	sqlite3_stmt *st;
	int r, c;

	len = (size_t)snprintf(sql, cap, "INSERT INTO %s VALUES ", t);
	for (r = 0; r < n; r++) {
		sql[len++] = r ? ',' : ' ';
		sql[len++] = '(';
		for (c = 0; c < cols; c++) {
			sql[len++] = '?';
			sql[len++] = c + 1 < cols ? ',' : ')';
		}
	}
	sql[len] = '\0';
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		die(db, "prepare");
	free(sql);
	return st;
}

static sqlite3 *fresh(const char *path)
{
	sqlite3 *db;

	unlink(path);
	if (sqlite3_open(path, &db) != SQLITE_OK)
		die(db, path);
	exec(db, "PRAGMA page_size = 8192; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
		 "PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY;");
	return db;
}

static void step(sqlite3 *db, sqlite3_stmt *st)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		die(db, "insert");
	sqlite3_reset(st);
}

static void bind_v1(sqlite3_stmt *st, int k, const struct row *r)
{
	sqlite3_bind_int64(st, k++, r->ts);
	sqlite3_bind_int64(st, k++, r->cpu);
	sqlite3_bind_text(st, k++, r->prev_comm, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, k++, r->prev_pid);
	sqlite3_bind_int64(st, k++, r->prev_prio);
	sqlite3_bind_text(st, k++, r->state, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, k++, r->next_comm, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, k++, r->next_pid);
	sqlite3_bind_int64(st, k++, r->next_prio);
	sqlite3_bind_int64(st, k, r->seq);
}

enum seq_as { SEQ_COLUMN, SEQ_KEY, SEQ_GAP };

/* bind_v2 - interned as the loader would, then bound; @last: the seq of
 * the row before (SEQ_GAP stores the difference, last) */
static void bind_v2(sqlite3_stmt *st, int k, struct row *r, enum seq_as how, int64_t *last)
{
	r->prev_task = intern(tasks, &ntasks, r->prev_pid, r->prev_comm);
	r->next_task = intern(tasks, &ntasks, r->next_pid, r->next_comm);
	r->state_id = intern(states, &nstates, 0, r->state);
	if (how != SEQ_GAP)
		sqlite3_bind_int64(st, k++, r->seq);
	sqlite3_bind_int64(st, k++, r->ts);
	sqlite3_bind_int64(st, k++, r->cpu);
	sqlite3_bind_int(st, k++, r->prev_task);
	sqlite3_bind_int64(st, k++, r->prev_prio);
	sqlite3_bind_int(st, k++, r->state_id);
	sqlite3_bind_int(st, k++, r->next_task);
	sqlite3_bind_int64(st, k++, r->next_prio);
	if (how == SEQ_GAP) {
		sqlite3_bind_int64(st, k, r->seq - *last);
		*last = r->seq;
	}
}

static double insert_v1(const char *path, struct row *rows, long n)
{
	sqlite3 *db = fresh(path);
	sqlite3_stmt *m, *one;
	double t0 = now();
	long i;
	int j;

	exec(db, "CREATE TABLE sched_switch (ts INTEGER NOT NULL, cpu INTEGER NOT NULL, "
		 "prev_comm TEXT, prev_pid INTEGER, prev_prio INTEGER, prev_state TEXT, "
		 "next_comm TEXT, next_pid INTEGER, next_prio INTEGER, seq INTEGER)");
	exec(db, "BEGIN");
	m = multi(db, "sched_switch", 10, BATCH);
	one = multi(db, "sched_switch", 10, 1);
	for (i = 0; i + BATCH <= n; i += BATCH) {
		for (j = 0; j < BATCH; j++)
			bind_v1(m, j * 10 + 1, &rows[i + j]);
		step(db, m);
	}
	for (; i < n; i++) {
		bind_v1(one, 1, &rows[i]);
		step(db, one);
	}
	exec(db, "COMMIT");
	sqlite3_finalize(m);
	sqlite3_finalize(one);
	sqlite3_close(db);
	return now() - t0;
}

/* insert_v2 - @how: seq the gap to the row before (in use), the INTEGER
 * PRIMARY KEY, or a column (to tell the cost of the key from that of the
 * interning) */
static double insert_v2(const char *path, struct row *rows, long n, enum seq_as how)
{
	static const char *const create[] = {
		[SEQ_COLUMN] = "CREATE TABLE ev_sched_switch (seq INTEGER, ts INTEGER NOT NULL, "
			       "cpu INTEGER NOT NULL, prev_task INTEGER, prev_prio INTEGER, "
			       "prev_state INTEGER, next_task INTEGER, next_prio INTEGER)",
		[SEQ_KEY] = "CREATE TABLE ev_sched_switch (seq INTEGER PRIMARY KEY, ts INTEGER NOT "
			    "NULL, cpu INTEGER NOT NULL, prev_task INTEGER, prev_prio INTEGER, "
			    "prev_state INTEGER, next_task INTEGER, next_prio INTEGER)",
		[SEQ_GAP] = "CREATE TABLE ev_sched_switch (ts INTEGER NOT NULL, cpu INTEGER NOT NULL, "
			    "prev_task INTEGER, prev_prio INTEGER, prev_state INTEGER, next_task "
			    "INTEGER, next_prio INTEGER, seq_gap INTEGER)",
	};
	sqlite3 *db = fresh(path);
	sqlite3_stmt *m, *one, *st;
	double t0 = now();
	int64_t last = 0;
	long i;
	int j;

	memset(tasks, 0, HSIZE * sizeof(*tasks));
	memset(states, 0, HSIZE * sizeof(*states));
	ntasks = nstates = 0;
	exec(db, create[how]);
	exec(db, "CREATE TABLE task (id INTEGER PRIMARY KEY, pid INTEGER, comm TEXT)");
	exec(db, "CREATE TABLE sched_state (id INTEGER PRIMARY KEY, state TEXT)");
	exec(db, "BEGIN");
	m = multi(db, "ev_sched_switch", 8, BATCH);
	one = multi(db, "ev_sched_switch", 8, 1);
	for (i = 0; i + BATCH <= n; i += BATCH) {
		for (j = 0; j < BATCH; j++)
			bind_v2(m, j * 8 + 1, &rows[i + j], how, &last);
		step(db, m);
	}
	for (; i < n; i++) {
		bind_v2(one, 1, &rows[i], how, &last);
		step(db, one);
	}
	sqlite3_finalize(m);
	sqlite3_finalize(one);
	/* the lookup tables, from the hashes */
	if (sqlite3_prepare_v2(db, "INSERT INTO task VALUES (?, ?, ?)", -1, &st, NULL) != SQLITE_OK)
		die(db, "prepare");
	for (j = 0; j < HSIZE; j++) {
		if (!tasks[j].id)
			continue;
		sqlite3_bind_int(st, 1, tasks[j].id);
		sqlite3_bind_int64(st, 2, tasks[j].pid);
		sqlite3_bind_text(st, 3, tasks[j].s, -1, SQLITE_STATIC);
		step(db, st);
	}
	sqlite3_finalize(st);
	if (sqlite3_prepare_v2(db, "INSERT INTO sched_state VALUES (?, ?)", -1, &st, NULL) !=
	    SQLITE_OK)
		die(db, "prepare");
	for (j = 0; j < HSIZE; j++) {
		if (!states[j].id)
			continue;
		sqlite3_bind_int(st, 1, states[j].id);
		sqlite3_bind_text(st, 2, states[j].s, -1, SQLITE_STATIC);
		step(db, st);
	}
	sqlite3_finalize(st);
	exec(db, "COMMIT");
	sqlite3_close(db);
	return now() - t0;
}

static const char *col_text(sqlite3_stmt *st, int i)
{
	const char *s = (const char *)sqlite3_column_text(st, i);

	return s ? s : "";
}

int main(int argc, char **argv)
{
	sqlite3 *src;
	sqlite3_stmt *st;
	struct row *rows = NULL;
	long n = 0, cap = 0;
	int rounds, i;
	struct stat sb;

	if (argc != 4 || (rounds = atoi(argv[3])) < 1) {
		fprintf(stderr, "usage: v2-insert-bench V1.db OUT.db ROUNDS\n");
		return 2;
	}
	if (sqlite3_open_v2(argv[1], &src, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
		die(src, argv[1]);
	if (sqlite3_prepare_v2(src, "SELECT ts, cpu, prev_comm, prev_pid, prev_prio, prev_state, "
			       "next_comm, next_pid, next_prio, seq FROM sched_switch ORDER BY rowid",
			       -1, &st, NULL) != SQLITE_OK)
		die(src, "sched_switch");
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct row *r;

		if (n == cap) {
			cap = cap ? cap * 2 : 1 << 16;
			rows = realloc(rows, (size_t)cap * sizeof(*rows));
			if (!rows)
				die(NULL, "out of memory");
		}
		r = &rows[n++];
		r->ts = sqlite3_column_int64(st, 0);
		r->cpu = sqlite3_column_int64(st, 1);
		snprintf(r->prev_comm, sizeof(r->prev_comm), "%s", col_text(st, 2));
		r->prev_pid = sqlite3_column_int64(st, 3);
		r->prev_prio = sqlite3_column_int64(st, 4);
		snprintf(r->state, sizeof(r->state), "%s", col_text(st, 5));
		snprintf(r->next_comm, sizeof(r->next_comm), "%s", col_text(st, 6));
		r->next_pid = sqlite3_column_int64(st, 7);
		r->next_prio = sqlite3_column_int64(st, 8);
		r->seq = sqlite3_column_int64(st, 9);
	}
	sqlite3_finalize(st);
	sqlite3_close(src);
	tasks = calloc(HSIZE, sizeof(*tasks));
	states = calloc(HSIZE, sizeof(*states));
	if (!tasks || !states || !n)
		die(NULL, n ? "out of memory" : "no sched_switch rows");
	printf("rows %ld\n", n);
	for (i = 0; i < rounds; i++) {
		double t1 = insert_v1(argv[2], rows, n);
		off_t s1 = stat(argv[2], &sb) ? 0 : sb.st_size;
		double t2 = insert_v2(argv[2], rows, n, SEQ_GAP);
		off_t s2 = stat(argv[2], &sb) ? 0 : sb.st_size;
		double t3 = insert_v2(argv[2], rows, n, SEQ_KEY);
		off_t s3 = stat(argv[2], &sb) ? 0 : sb.st_size;
		double t4 = insert_v2(argv[2], rows, n, SEQ_COLUMN);
		off_t s4 = stat(argv[2], &sb) ? 0 : sb.st_size;

		printf("round %d  v1 %.3f s %.1f B/row  v2 (seq_gap) %.3f s %.1f B/row  "
		       "seq the key %.3f s %.1f B/row  seq a column %.3f s %.1f B/row\n", i + 1, t1,
		       (double)s1 / (double)n, t2, (double)s2 / (double)n, t3,
		       (double)s3 / (double)n, t4, (double)s4 / (double)n);
	}
	unlink(argv[2]);
	free(rows);
	free(tasks);
	free(states);
	return 0;
}
