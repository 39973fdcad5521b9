// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "db.h"
#include "msg.h"
#include "rundb.h"
#include "version.h"

static int split_kv(const char *opt, const char *arg, char **key, char **value)
{
	const char *eq = strchr(arg, '=');

	if (!eq || eq == arg) {
		pt_err("%s: '%s' is not NAME=VALUE", opt, arg);
		return -1;
	}
	*key = strndup(arg, eq - arg);
	*value = strdup(eq + 1);
	if (!*key || !*value) {
		free(*key);
		free(*value);
		return -1;
	}
	return 0;
}

int kv_add(struct kv **arr, int *nr, const char *opt, const char *arg)
{
	struct kv *m = realloc(*arr, (*nr + 1) * sizeof(*m));

	if (!m)
		return -1;
	*arr = m;
	if (split_kv(opt, arg, &m[*nr].key, &m[*nr].value) < 0)
		return -1;
	(*nr)++;
	return 0;
}

int kv_set(struct kv **arr, int *nr, const char *opt, const char *arg)
{
	int i;

	if (kv_add(arr, nr, opt, arg) < 0)
		return -1;
	for (i = 0; i < *nr - 1; i++) {
		struct kv *e = &(*arr)[i], *last = &(*arr)[*nr - 1];

		if (!strcmp(e->key, last->key)) {
			free(e->value);
			e->value = last->value;
			free(last->key);
			(*nr)--;
			break;
		}
	}
	return 0;
}

void kv_free(struct kv *arr, int nr)
{
	int i;

	for (i = 0; i < nr; i++) {
		free(arr[i].key);
		free(arr[i].value);
	}
	free(arr);
}

int run_opts_meta(struct run_opts *o, const char *arg)
{
	return kv_add(&o->meta, &o->nr_meta, "--meta", arg);
}

int run_opts_param(struct run_opts *o, const char *arg)
{
	free(o->param_name);
	free(o->param_value);
	o->param_name = o->param_value = NULL;
	return split_kv("--param", arg, &o->param_name, &o->param_value);
}

int run_opts_option(struct run_opts *o, int c, const char *arg)
{
	switch (c) {
	case OPT_RUN_LABEL:
		o->label = arg;
		return 1;
	case OPT_RUN_BENCHMARK:
		o->benchmark = arg;
		return 1;
	case OPT_RUN_PARAM:
		return run_opts_param(o, arg) < 0 ? -1 : 1;
	case OPT_RUN_META:
		return run_opts_meta(o, arg) < 0 ? -1 : 1;
	default:
		return 0;
	}
}

void run_opts_free(struct run_opts *o)
{
	kv_free(o->meta, o->nr_meta);
	free(o->param_name);
	free(o->param_value);
	o->meta = NULL;
	o->nr_meta = 0;
	o->param_name = o->param_value = NULL;
}

char *rundb_dir(const char *path)
{
	char *copy = strdup(path), *dir;

	if (!copy)
		return NULL;
	dir = strdup(dirname(copy));
	free(copy);
	return dir;
}

int rundb_create(struct rundb *r, const char *path)
{
	char *dir = rundb_dir(path);
	int n;

	memset(r, 0, sizeof(*r));
	if (!dir)
		return -1;
	if (access(dir, W_OK | X_OK) < 0) {
		pt_err("%s: cannot write in %s: %s", path, dir, strerror(errno));
		free(dir);
		return -1;
	}
	free(dir);
	r->path = strdup(path);
	n = asprintf(&r->tmp_path, "%s.tmp-%d", path, (int)getpid());
	if (!r->path || n < 0) {
		free(r->path);
		r->path = NULL;
		return -1;
	}
	unlink(r->tmp_path);
	if (db_create(r->tmp_path, &r->db) < 0) {
		pt_err("%s: cannot create the database", path);
		rundb_abort(r);
		return -1;
	}
	if (db_set_meta(r->db, "tool_version", pt_version) < 0) {
		rundb_abort(r);
		return -1;
	}
	return 0;
}

int rundb_reset(struct rundb *r)
{
	if (r->db)
		sqlite3_close(r->db);
	r->db = NULL;
	unlink(r->tmp_path);
	if (db_create(r->tmp_path, &r->db) < 0 ||
	    db_set_meta(r->db, "tool_version", pt_version) < 0) {
		pt_err("%s: cannot create the database", r->path);
		return -1;
	}
	return 0;
}

int rundb_write_opts(struct rundb *r, const struct run_opts *o, const char *default_label,
		     const char *default_benchmark)
{
	const char *label = o->label ? o->label : default_label;
	const char *bench = o->benchmark ? o->benchmark : default_benchmark;
	int i, ret = 0;

	if (label)
		ret |= db_set_meta(r->db, "label", label);
	if (bench)
		ret |= db_set_meta(r->db, "benchmark", bench);
	if (o->param_name) {
		ret |= db_set_meta(r->db, "param_name", o->param_name);
		ret |= db_set_meta(r->db, "param_value", o->param_value);
	}
	for (i = 0; i < o->nr_meta; i++)
		ret |= db_set_meta(r->db, o->meta[i].key, o->meta[i].value);
	return ret ? -1 : 0;
}

int rundb_finish(struct rundb *r)
{
	char *old = NULL;
	int rc;

	rc = sqlite3_close(r->db);
	r->db = NULL;
	if (rc != SQLITE_OK) {
		pt_err("%s: closing the database failed", r->tmp_path);
		goto out_abort;
	}
	if (access(r->path, F_OK) == 0) {
		if (asprintf(&old, "%s.old", r->path) < 0)
			goto out_abort;
		if (rename(r->path, old) < 0) {
			pt_err("%s: cannot rename to %s: %s", r->path, old, strerror(errno));
			goto out_abort;
		}
	}
	if (rename(r->tmp_path, r->path) < 0) {
		pt_err("%s: %s", r->path, strerror(errno));
		if (old)
			rename(old, r->path);
		goto out_abort;
	}
	free(old);
	free(r->path);
	free(r->tmp_path);
	r->path = r->tmp_path = NULL;
	return 0;

out_abort:
	free(old);
	rundb_abort(r);
	return -1;
}

void rundb_abort(struct rundb *r)
{
	if (r->db)
		sqlite3_close(r->db);
	r->db = NULL;
	if (r->tmp_path)
		unlink(r->tmp_path);
	free(r->path);
	free(r->tmp_path);
	r->path = r->tmp_path = NULL;
}
