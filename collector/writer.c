// SPDX-License-Identifier: GPL-2.0
/*
 * writer.c - batched multi-row INSERTs, optionally on an inserter thread.
 *
 * One prepared "INSERT ... VALUES (...),(...)" per table for a full batch of
 * BATCH_ROWS rows, and a one-row statement for the tail: SQLite's step and
 * bind dominate a bulk load, and binding 64 rows per step halves the cost.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "writer.h"
#include "db.h"
#include "msg.h"

#define BATCH_ROWS 64
#define NR_BATCHES 64
#define MAX_TABLES 64

/*
 * A batched value: 8 bytes, the type apart.  The batches cross from the
 * decoding CPU to the inserting one, so they are kept small: an int, a
 * double's bits, or a text's arena offset << 32 | length.
 */
typedef int64_t bval;

struct batch {
	struct batch *next;
	int table;
	int nrows;
	bval *vals;     /* BATCH_ROWS * ncols of the table, sized for the widest */
	uint8_t *types; /* enum wval_type of each value */
	char *arena;
	size_t arena_len;
	size_t arena_cap;
};

struct wtable {
	char *name;
	int ncols;
	sqlite3_stmt *one;
	sqlite3_stmt *multi;
	struct batch *cur;
	uint64_t rows;
};

struct writer {
	sqlite3 *db;
	int threaded;
	int ntables;
	int maxcols;
	struct wtable tables[MAX_TABLES];
	struct batch **pool; /* every batch, for freeing; NULL until the first row */
	int npool;

	pthread_mutex_t lock;
	pthread_cond_t queued_cond; /* the inserter waits for work */
	pthread_cond_t free_cond;   /* the producer waits for a free batch */
	int inserter_waits, producer_waits;
	struct batch *free_list;
	struct batch *queue_head, *queue_tail;
	int done;
	int failed; /* set by whoever hit an SQLite error; read under lock */
	pthread_t thread;
	int thread_started;
};

static char *build_insert(const char *table, const char *const *cols, int ncols, int nrows)
{
	size_t cap = 64 + strlen(table) + (size_t)ncols * 40 + (size_t)nrows * ncols * 2 +
		     (size_t)nrows * 4;
	char *sql = malloc(cap), *p;
	int r, c;

	if (!sql)
		return NULL;
	p = sql + sprintf(sql, "INSERT INTO \"%s\" (", table);
	for (c = 0; c < ncols; c++)
		p += sprintf(p, "%s\"%s\"", c ? "," : "", cols[c]);
	p += sprintf(p, ") VALUES ");
	for (r = 0; r < nrows; r++) {
		*p++ = r ? ',' : ' ';
		*p++ = '(';
		for (c = 0; c < ncols; c++) {
			if (c)
				*p++ = ',';
			*p++ = '?';
		}
		*p++ = ')';
	}
	*p = '\0';
	return sql;
}

static int bind_row(sqlite3_stmt *stmt, int base, const struct batch *b, size_t at, int ncols)
{
	const bval *v = b->vals + at;
	const uint8_t *type = b->types + at;
	int c, rc = SQLITE_OK;
	double d;

	for (c = 0; c < ncols && rc == SQLITE_OK; c++) {
		switch (type[c]) {
		case WV_INT:
			rc = sqlite3_bind_int64(stmt, base + c + 1, v[c]);
			break;
		case WV_REAL:
			memcpy(&d, &v[c], sizeof(d));
			rc = sqlite3_bind_double(stmt, base + c + 1, d);
			break;
		case WV_TEXT:
			rc = sqlite3_bind_text(stmt, base + c + 1, b->arena + (v[c] >> 32),
					       (int)(v[c] & 0xffffffff), SQLITE_STATIC);
			break;
		default:
			rc = sqlite3_bind_null(stmt, base + c + 1);
			break;
		}
	}
	return rc;
}

static int step_reset(sqlite3 *db, sqlite3_stmt *stmt, const char *table)
{
	int rc = sqlite3_step(stmt);

	sqlite3_reset(stmt);
	if (rc != SQLITE_DONE) {
		pt_err("sqlite: inserting into %s: %s", table, sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

/* insert_batch - one multi-row statement for a full batch, one-row ones otherwise */
static int insert_batch(struct writer *w, struct batch *b)
{
	struct wtable *t = &w->tables[b->table];
	int r, rc = SQLITE_OK, ret = 0;

	if (b->nrows == BATCH_ROWS) {
		for (r = 0; r < b->nrows && rc == SQLITE_OK; r++)
			rc = bind_row(t->multi, r * t->ncols, b, (size_t)r * t->ncols, t->ncols);
		if (rc == SQLITE_OK)
			ret = step_reset(w->db, t->multi, t->name);
	} else {
		for (r = 0; r < b->nrows && rc == SQLITE_OK && !ret; r++) {
			rc = bind_row(t->one, 0, b, (size_t)r * t->ncols, t->ncols);
			if (rc == SQLITE_OK)
				ret = step_reset(w->db, t->one, t->name);
		}
	}
	if (rc != SQLITE_OK) {
		pt_err("sqlite: inserting into %s: %s", t->name, sqlite3_errstr(rc));
		ret = -1;
	}
	b->nrows = 0;
	b->arena_len = 0;
	return ret;
}

static void *inserter(void *arg)
{
	struct writer *w = arg;
	struct batch *list, *b, *done_head, *done_tail;
	int failed = 0;

	for (;;) {
		/* Take everything queued at once: one lock round trip per burst. */
		pthread_mutex_lock(&w->lock);
		while (!w->queue_head && !w->done) {
			w->inserter_waits = 1;
			pthread_cond_wait(&w->queued_cond, &w->lock);
			w->inserter_waits = 0;
		}
		list = w->queue_head;
		w->queue_head = w->queue_tail = NULL;
		pthread_mutex_unlock(&w->lock);
		if (!list)
			break;

		done_head = done_tail = NULL;
		while (list) {
			b = list;
			list = b->next;
			if (!failed && insert_batch(w, b) < 0)
				failed = 1;
			b->nrows = 0;
			b->arena_len = 0;
			b->next = NULL;
			if (done_tail)
				done_tail->next = b;
			else
				done_head = b;
			done_tail = b;
			/* Hand batches back early when the producer is starved (a hint,
			 * read without the lock; the signal is decided under it). */
			if (__atomic_load_n(&w->producer_waits, __ATOMIC_RELAXED) || !list) {
				pthread_mutex_lock(&w->lock);
				if (failed)
					w->failed = 1;
				done_tail->next = w->free_list;
				w->free_list = done_head;
				done_head = done_tail = NULL;
				if (w->producer_waits)
					pthread_cond_signal(&w->free_cond);
				pthread_mutex_unlock(&w->lock);
			}
		}
	}
	return NULL;
}

static struct batch *batch_alloc(struct writer *w)
{
	struct batch *b = calloc(1, sizeof(*b));

	if (!b)
		return NULL;
	b->vals = calloc((size_t)BATCH_ROWS * w->maxcols, sizeof(*b->vals));
	b->types = calloc((size_t)BATCH_ROWS * w->maxcols, sizeof(*b->types));
	b->arena_cap = 4096;
	b->arena = malloc(b->arena_cap);
	if (!b->vals || !b->types || !b->arena) {
		free(b->vals);
		free(b->types);
		free(b->arena);
		free(b);
		return NULL;
	}
	return b;
}

/* get_batch - a free batch (waiting for the inserter when none is free) */
static struct batch *get_batch(struct writer *w)
{
	struct batch *b;

	if (!w->threaded) {
		b = w->free_list;
		w->free_list = b->next;
		return b;
	}
	pthread_mutex_lock(&w->lock);
	while (!w->free_list && !w->failed) {
		w->producer_waits = 1;
		pthread_cond_wait(&w->free_cond, &w->lock);
		w->producer_waits = 0;
	}
	b = w->free_list;
	if (b)
		w->free_list = b->next;
	pthread_mutex_unlock(&w->lock);
	return b;
}

static int submit(struct writer *w, struct batch *b)
{
	int ret;

	if (!w->threaded) {
		ret = insert_batch(w, b);
		b->next = w->free_list;
		w->free_list = b;
		if (ret)
			w->failed = 1;
		return ret;
	}
	pthread_mutex_lock(&w->lock);
	b->next = NULL;
	if (w->queue_tail)
		w->queue_tail->next = b;
	else
		w->queue_head = b;
	w->queue_tail = b;
	ret = w->failed ? -1 : 0;
	if (w->inserter_waits)
		pthread_cond_signal(&w->queued_cond);
	pthread_mutex_unlock(&w->lock);
	return ret;
}

struct writer *writer_open(sqlite3 *db, int threaded)
{
	struct writer *w = calloc(1, sizeof(*w));

	if (!w) {
		pt_err("writer: %s", strerror(errno));
		return NULL;
	}
	w->db = db;
	w->threaded = threaded;
	pthread_mutex_init(&w->lock, NULL);
	pthread_cond_init(&w->queued_cond, NULL);
	pthread_cond_init(&w->free_cond, NULL);
	return w;
}

int writer_table(struct writer *w, const char *table, const char *const *cols, int ncols)
{
	struct wtable *t;
	char *sql;

	if (w->ntables == MAX_TABLES || w->pool) {
		pt_err("writer: cannot add table %s now", table);
		return -1;
	}
	t = &w->tables[w->ntables];
	t->name = strdup(table);
	t->ncols = ncols;
	sql = build_insert(table, cols, ncols, 1);
	t->one = sql ? db_prepare(w->db, sql) : NULL;
	free(sql);
	sql = build_insert(table, cols, ncols, BATCH_ROWS);
	t->multi = sql ? db_prepare(w->db, sql) : NULL;
	free(sql);
	if (!t->name || !t->one || !t->multi) {
		sqlite3_finalize(t->one);
		sqlite3_finalize(t->multi);
		free(t->name);
		memset(t, 0, sizeof(*t));
		return -1;
	}
	if (ncols > w->maxcols)
		w->maxcols = ncols;
	return w->ntables++;
}

/* start - allocate the batch pool and the thread, on the first row */
static int start(struct writer *w)
{
	int i, n = NR_BATCHES + w->ntables;

	w->pool = calloc(n, sizeof(struct batch *));
	if (!w->pool)
		goto out_nomem;
	for (i = 0; i < n; i++) {
		struct batch *b = batch_alloc(w);

		if (!b)
			goto out_nomem;
		w->pool[w->npool++] = b;
		b->next = w->free_list;
		w->free_list = b;
	}
	for (i = 0; i < w->ntables; i++) {
		w->tables[i].cur = get_batch(w);
		w->tables[i].cur->table = i;
	}
	if (w->threaded) {
		if (pthread_create(&w->thread, NULL, inserter, w)) {
			pt_warn("writer: cannot start the inserter thread; inserting inline");
			w->threaded = 0;
		} else {
			w->thread_started = 1;
		}
	}
	return 0;

out_nomem:
	pt_err("writer: %s", strerror(ENOMEM));
	return -1;
}

int writer_put(struct writer *w, int t, const struct wval *vals)
{
	struct wtable *tab = &w->tables[t];
	struct batch *b;
	size_t at;
	size_t need = 0;
	int c;

	if (!w->pool && start(w) < 0)
		return -1;
	b = tab->cur;
	for (c = 0; c < tab->ncols; c++)
		if (vals[c].type == WV_TEXT)
			need += vals[c].len;
	if (b->arena_len + need > b->arena_cap) {
		size_t cap = b->arena_cap;
		char *a;

		while (cap < b->arena_len + need)
			cap *= 2;
		a = realloc(b->arena, cap);
		if (!a) {
			pt_err("writer: %s", strerror(ENOMEM));
			return -1;
		}
		b->arena = a;
		b->arena_cap = cap;
	}
	at = (size_t)b->nrows * tab->ncols;
	for (c = 0; c < tab->ncols; c++) {
		b->types[at + c] = vals[c].type;
		switch (vals[c].type) {
		case WV_INT:
			b->vals[at + c] = vals[c].i;
			break;
		case WV_REAL:
			memcpy(&b->vals[at + c], &vals[c].d, sizeof(double));
			break;
		case WV_TEXT:
			b->vals[at + c] = (int64_t)((uint64_t)b->arena_len << 32 | vals[c].len);
			memcpy(b->arena + b->arena_len, vals[c].s, vals[c].len);
			b->arena_len += vals[c].len;
			break;
		default:
			break;
		}
	}
	tab->rows++;
	if (++b->nrows < BATCH_ROWS)
		return 0;
	tab->cur = NULL; /* the inserter's now, whatever submit says */
	if (submit(w, b) < 0)
		return -1;
	tab->cur = get_batch(w);
	if (!tab->cur)
		return -1;
	tab->cur->table = t;
	return 0;
}

uint64_t writer_rows(struct writer *w, int t)
{
	return w->tables[t].rows;
}

int writer_close(struct writer *w)
{
	int i, failed;

	if (w->pool) {
		for (i = 0; i < w->ntables; i++)
			if (w->tables[i].cur && w->tables[i].cur->nrows)
				submit(w, w->tables[i].cur);
	}
	if (w->thread_started) {
		pthread_mutex_lock(&w->lock);
		w->done = 1;
		pthread_cond_signal(&w->queued_cond);
		pthread_mutex_unlock(&w->lock);
		pthread_join(w->thread, NULL);
	}
	failed = w->failed;
	for (i = 0; i < w->npool; i++) {
		free(w->pool[i]->vals);
		free(w->pool[i]->types);
		free(w->pool[i]->arena);
		free(w->pool[i]);
	}
	free(w->pool);
	for (i = 0; i < w->ntables; i++) {
		sqlite3_finalize(w->tables[i].one);
		sqlite3_finalize(w->tables[i].multi);
		free(w->tables[i].name);
	}
	pthread_mutex_destroy(&w->lock);
	pthread_cond_destroy(&w->queued_cond);
	pthread_cond_destroy(&w->free_cond);
	free(w);
	return failed ? -1 : 0;
}
