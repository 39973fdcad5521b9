/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rundb - the run database a record or import writes, and the options both
 * share (-o, --label, --param, --benchmark, --meta).
 *
 * Written under a temporary name in the output's folder and renamed at the
 * end, so that a failed or interrupted conversion never leaves a half-written
 * file under the final name; an existing file becomes FILE.old, as perf does.
 */
#ifndef PT_RUNDB_H
#define PT_RUNDB_H

#include <getopt.h>
#include <sqlite3.h>

struct kv {
	char *key;
	char *value;
};

/**
 * kv_add - append the NAME=VALUE @arg of option @opt to @arr
 * Return: 0, or -1 (a malformed @arg is reported naming @opt).
 */
int kv_add(struct kv **arr, int *nr, const char *opt, const char *arg);
/* kv_set - kv_add(), but a NAME given before takes the new VALUE in its place */
int kv_set(struct kv **arr, int *nr, const char *opt, const char *arg);
void kv_free(struct kv *arr, int nr);

struct run_opts {
	const char *output; /* default "pstate.db" */
	const char *label;
	const char *benchmark;
	char *param_name;
	char *param_value;
	struct kv *meta; /* --meta KEY=VALUE */
	int nr_meta;
};

struct rundb {
	char *path;     /* final name */
	char *tmp_path; /* what is being written */
	sqlite3 *db;
};

/* The shared options' getopt_long entries and codes. */
enum {
	OPT_RUN_LABEL = 0x300,
	OPT_RUN_PARAM,
	OPT_RUN_BENCHMARK,
	OPT_RUN_META,
};

#define RUN_LONG_OPTIONS                                                                   \
	{ "label", required_argument, NULL, OPT_RUN_LABEL },                               \
	{ "param", required_argument, NULL, OPT_RUN_PARAM },                               \
	{ "benchmark", required_argument, NULL, OPT_RUN_BENCHMARK },                       \
	{ "meta", required_argument, NULL, OPT_RUN_META }

/**
 * run_opts_option - take getopt_long's @c and @arg if they are a shared option
 * Return: 1 taken, 0 not one of them, -1 a bad value (message printed).
 */
int run_opts_option(struct run_opts *o, int c, const char *arg);

/**
 * run_opts_meta - parse one KEY=VALUE argument of --meta into @o; KEY is a
 * name (letters, digits, _ . -) and none of the keys pstate-trace writes
 * itself (its facts, and those of --label, --benchmark, --param)
 * Return: 0, or -1 (usage message printed).
 */
int run_opts_meta(struct run_opts *o, const char *arg);

/* run_opts_param - parse --param NAME=VALUE; 0 or -1 (printed) */
int run_opts_param(struct run_opts *o, const char *arg);

void run_opts_free(struct run_opts *o);

/**
 * rundb_check_output - @path can be written as a run database, before any
 * work is done: a file name (not "DIR/"), in a folder we may write, not a
 * directory or another kind of file, and (when it exists) renameable to
 * @path.old, which in turn is no directory
 * Return: 0, or -1 with a message naming the path.
 */
int rundb_check_output(const char *path);

/**
 * rundb_remove_stale - remove the temporary databases beside @path that
 * recordings whose process is gone left unfinished (NAME.tmp-PID, with our
 * application_id), saying so; a finished one that was not renamed is kept
 * Return: the number removed.
 */
int rundb_remove_stale(const char *path);

/**
 * rundb_create - check @path (rundb_check_output()) and create the
 * temporary database next to it
 * Return: 0, or -1 with a message naming the path.
 */
int rundb_create(struct rundb *r, const char *path);

/* rundb_reset - start the temporary database again, empty; 0 or -1 (printed) */
int rundb_reset(struct rundb *r);

/**
 * rundb_write_opts - meta rows from the options: label, benchmark, param_*,
 * and every --meta pair (whose keys are none of the tool's)
 * @default_label: used when no --label (e.g. "amd-pstate/schedutil"), may be NULL
 * @default_benchmark: used when no --benchmark, may be NULL
 */
int rundb_write_opts(struct rundb *r, const struct run_opts *o, const char *default_label,
		     const char *default_benchmark);

/**
 * rundb_finish - close, move an existing @path to @path.old, rename into place
 * Return: 0, or -1 (message printed; the temporary file is removed, or, when
 * only a rename failed, kept and named).
 */
int rundb_finish(struct rundb *r);

/* rundb_abort - close and remove the temporary file */
void rundb_abort(struct rundb *r);

/* rundb_dir - the folder of @path (malloc'ed) */
char *rundb_dir(const char *path);

#endif
