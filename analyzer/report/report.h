/* SPDX-License-Identifier: GPL-2.0 */
/*
 * report - pstate-analyze report: the report's values as one model of keys
 * and values (report/model.c), printed as JSON (report/json.c) and read by
 * the text and markdown report (report/text.c).
 */
#ifndef PT_REPORT_H
#define PT_REPORT_H

#include <stdint.h>
#include <stdio.h>
#include "pass/analysis.h"
#include "doc.h"
#include "json.h"

struct rnode;

/* report_doc - the text or markdown report of @a, its model @m (report/text.c) */
void report_doc(struct analysis *a, const struct rnode *m, FILE *f, enum doc_format fmt);
/* report_json - the JSON report, the model @m as it is, stable keys (report/json.c) */
void report_json(const struct rnode *m, FILE *f);

/* the event tables of a run, with their counts in the window (report/json.c) */
struct table_count {
	char name[64];
	long long count;
};
/**
 * report_table_counts - every event table of @a's run with its rows in the
 * window, into @out (malloc'ed, the caller frees)
 * Return: how many, or -1 when a table cannot be read (said).
 */
int report_table_counts(struct analysis *a, struct table_count **out);

/*
 * The model: a tree of nodes, an object's children with their JSON keys.
 * The JSON prints it as it is; the text reads its values by path
 * ("governor.delay_us"), so both show the same numbers.  A finding's
 * evidence values also carry their words and unit, for the text.
 */
enum rn_kind { RN_OBJECT, RN_ARRAY, RN_NULL, RN_BOOL, RN_INT, RN_NUM, RN_STR, RN_DIST };

struct rnode {
	char *key; /* in an object; NULL in an array */
	enum rn_kind kind;
	int is_inline;      /* a container printed on one line */
	long long i;        /* RN_INT, RN_BOOL */
	double d;           /* RN_NUM */
	int decimals;       /* RN_NUM: digits after the point; -1 exact */
	char *s;            /* RN_STR */
	struct dist_summary dist; /* RN_DIST: printed in microseconds */
	const char *what;   /* evidence: its words */
	enum metric_unit unit;
	struct rnode *child, *last, *next;
};

/**
 * report_model - the report's values of @a, as its JSON has them
 * Return: the root object, freed with rn_free(); NULL when a table cannot be
 * read or out of memory (said).
 */
struct rnode *report_model(struct analysis *a);
void rn_free(struct rnode *n);
/* rn_json - @n and what is under it, through @jw */
void rn_json(const struct rnode *n, struct json_writer *jw);

/* Building: each adds a node under @parent (NULL: nothing) and returns it
 * (NULL when out of memory); @key NULL in an array. */
struct rnode *rn_root(void);
struct rnode *rn_object(struct rnode *parent, const char *key, int is_inline);
struct rnode *rn_array(struct rnode *parent, const char *key, int is_inline);
struct rnode *rn_int(struct rnode *parent, const char *key, long long v);
struct rnode *rn_num(struct rnode *parent, const char *key, double v);
struct rnode *rn_fixed(struct rnode *parent, const char *key, double v, int decimals);
struct rnode *rn_str(struct rnode *parent, const char *key, const char *s); /* NULL: null */
struct rnode *rn_bool(struct rnode *parent, const char *key, int v);
struct rnode *rn_dist(struct rnode *parent, const char *key, struct dist *d); /* empty: null */

/* Reading by a dotted path of keys ("run.lost_events"): the node, NULL
 * when absent; a number, NAN when absent or null; an integer, 0; a
 * string or a distribution, NULL. */
const struct rnode *rn_get(const struct rnode *n, const char *path);
double rn_get_num(const struct rnode *n, const char *path);
long long rn_get_int(const struct rnode *n, const char *path);
const char *rn_get_str(const struct rnode *n, const char *path);
const struct dist_summary *rn_get_dist(const struct rnode *n, const char *path);

/* The values both need, defined once: the events lost (the larger of the
 * lost_events rows, a row of unknown size counting 1, and the ring
 * buffer's overrun and dropped events; plus those the recorder could not
 * write to its spool, meta spool_lost_events, which are lost_events rows
 * too); the governor delay (NULL unless the
 * path is kthread or workqueue) and where it is measured from (NULL
 * without delays). */
long long report_lost_events(const struct run *r);
struct dist *report_delay(const struct analysis *a);
const char *report_delay_source(const struct analysis *a);

#endif
