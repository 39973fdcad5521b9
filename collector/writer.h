/* SPDX-License-Identifier: GPL-2.0 */
/*
 * writer - bulk row insertion into a run database.
 *
 * Rows are copied into per-table batches; a full batch is inserted with one
 * multi-row INSERT by an inserter thread, so that decoding and SQLite work on
 * two CPUs.  Within a table, rows are inserted in the order they were put.
 * Memory is bounded: the producer waits when all batches are in flight.
 */
#ifndef PT_WRITER_H
#define PT_WRITER_H

#include <stdint.h>
#include <sqlite3.h>

enum wval_type { WV_NULL, WV_INT, WV_TEXT, WV_REAL };

struct wval {
	int64_t i;
	double d;
	const char *s; /* WV_TEXT: copied by writer_put(), need not be NUL-terminated */
	uint32_t len;
	uint8_t type;
};

static inline void wv_int(struct wval *v, int64_t i)
{
	v->type = WV_INT;
	v->i = i;
}

static inline void wv_text(struct wval *v, const char *s, uint32_t len)
{
	v->type = WV_TEXT;
	v->s = s;
	v->len = len;
}

static inline void wv_null(struct wval *v)
{
	v->type = WV_NULL;
}

static inline void wv_real(struct wval *v, double d)
{
	v->type = WV_REAL;
	v->d = d;
}

struct writer;

/**
 * writer_open - start a bulk load into @db
 * @threaded: insert on a second thread
 *
 * The caller opens the transaction and must not use @db until writer_close().
 * Return: the writer, or NULL (message printed).
 */
struct writer *writer_open(sqlite3 *db, int threaded);

/**
 * writer_table - declare a table and the columns rows will fill, in order
 * Return: the table handle (>= 0), or -1 (message printed).
 */
int writer_table(struct writer *w, const char *table, const char *const *cols, int ncols);

/**
 * writer_put - add one row to table @t; @vals has the table's column count
 * Return: 0, or -1 once an insert has failed (the error was printed).
 */
int writer_put(struct writer *w, int t, const struct wval *vals);

/* writer_rows - rows put into table @t so far */
uint64_t writer_rows(struct writer *w, int t);

/**
 * writer_close - insert what is left, end the thread, free the writer
 * Return: 0, or -1 when any insert failed.
 */
int writer_close(struct writer *w);

#endif
