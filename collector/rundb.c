// SPDX-License-Identifier: GPL-2.0
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <linux/fs.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
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

/*
 * The meta keys pstate-trace writes itself: what it measured, read or was
 * told by its own options.  A --meta row of one of them would replace the
 * tool's fact (truncated=0 hiding a cut trace, source=record an import), so
 * none can be given; nor can a key of the families below, where the tool
 * writes more than one and may write more.
 */
static const char *const tool_keys[] = {
	"amd_pstate_status", "counters", "driver", "governor", "hostname", "interrupted",
	"kernel_release", "lines_unparsed", "lost", "nr_cpus", "records_unreadable",
	"schema_version", "t_end_ns", "t_start_ns", "tool_version", "tracing", "uname",
	"values_invalid",
	NULL,
};
static const char *const tool_key_families[] = {
	"buffer_", "cpu_", "events_", "source", "spool_", "trace", "truncated", "ts_",
	"workload_", NULL,
};
/* the keys of options of their own */
static const struct {
	const char *key, *option;
} option_keys[] = {
	{ "label", "--label" },
	{ "benchmark", "--benchmark" },
	{ "param_name", "--param" },
	{ "param_value", "--param" },
	{ NULL, NULL },
};

/* tool_key - refuse @key, one of the tool's own */
static int tool_key(const char *key)
{
	if (!strcasecmp(key, "driver") || !strcasecmp(key, "governor"))
		pt_err("--meta: %s is pstate-trace's own (the sysfs snapshot; import: --cpu-attr)",
		       key);
	else
		pt_err("--meta: %s is pstate-trace's own (what it recorded or read): not settable",
		       key);
	return 0;
}

/* meta_key_ok - a --meta KEY: a name (letters, digits, _ . -) that is not the tool's */
static int meta_key_ok(const char *key)
{
	size_t n = strlen(key), i;

	if (n > 64 || key[strspn(key, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
				 "0123456789_.-")] ||
	    key[0] == '.' || key[0] == '-') {
		pt_err("--meta: '%s' is not a key name (up to 64 letters, digits, '_', '.' and "
		       "'-', not starting with '.' or '-')", key);
		return 0;
	}
	for (i = 0; option_keys[i].key; i++) {
		if (!strcasecmp(key, option_keys[i].key)) {
			pt_err("--meta: %s is set with %s", key, option_keys[i].option);
			return 0;
		}
	}
	for (i = 0; tool_keys[i]; i++)
		if (!strcasecmp(key, tool_keys[i]))
			return tool_key(key);
	for (i = 0; tool_key_families[i]; i++)
		if (!strncasecmp(key, tool_key_families[i], strlen(tool_key_families[i])))
			return tool_key(key);
	return 1;
}

int run_opts_meta(struct run_opts *o, const char *arg)
{
	if (kv_add(&o->meta, &o->nr_meta, "--meta", arg) < 0)
		return -1;
	if (!meta_key_ok(o->meta[o->nr_meta - 1].key)) {
		o->nr_meta--;
		free(o->meta[o->nr_meta].key);
		free(o->meta[o->nr_meta].value);
		return -1;
	}
	return 0;
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

/* pinned - immutable or append-only (chattr +i, +a): not even root may rename it */
static int pinned(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC), flags = 0, ret = 0;

	if (fd < 0)
		return 0;
	if (ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0)
		ret = !!(flags & (FS_IMMUTABLE_FL | FS_APPEND_FL));
	close(fd);
	return ret;
}

/* replaceable - @what (the output or its .old) may be renamed away in @dir */
static int replaceable(const char *path, const char *what, const struct stat *st,
		       const struct stat *dst)
{
	if (S_ISDIR(st->st_mode)) {
		pt_err("%s: is a directory%s", what, what == path ? "" : " (the output's .old name)");
		return 0;
	}
	if (!S_ISREG(st->st_mode) && !S_ISLNK(st->st_mode)) {
		pt_err("%s: not a regular file", what);
		return 0;
	}
	if (pinned(what)) {
		pt_err("%s: immutable or append-only (chattr): it cannot be renamed", what);
		return 0;
	}
	/* a sticky folder (/tmp): only the owner of the file or folder renames it */
	if ((dst->st_mode & S_ISVTX) && geteuid() && st->st_uid != geteuid() &&
	    dst->st_uid != geteuid()) {
		pt_err("%s: another user's file in a sticky folder: it cannot be renamed", what);
		return 0;
	}
	return 1;
}

int rundb_check_output(const char *path)
{
	struct stat st, dst;
	char *dir, *old = NULL;
	int ok = 0;

	if (!*path) {
		pt_err("-o: an empty file name");
		return -1;
	}
	if (path[strlen(path) - 1] == '/') {
		pt_err("%s: a directory name: the output is a file", path);
		return -1;
	}
	dir = rundb_dir(path);
	if (!dir)
		return -1;
	if (stat(dir, &dst) < 0) {
		pt_err("%s: %s: %s", path, dir, strerror(errno));
		goto out;
	}
	if (!S_ISDIR(dst.st_mode)) {
		pt_err("%s: %s is not a directory", path, dir);
		goto out;
	}
	if (access(dir, W_OK | X_OK) < 0) {
		pt_err("%s: cannot write in %s: %s", path, dir, strerror(errno));
		goto out;
	}
	if (lstat(path, &st) == 0) {
		if (S_ISLNK(st.st_mode) && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			pt_err("%s: is a directory", path);
			goto out;
		}
		if (!replaceable(path, path, &st, &dst))
			goto out;
		if (asprintf(&old, "%s.old", path) < 0) {
			old = NULL;
			goto out;
		}
		if (lstat(old, &st) == 0 && !replaceable(path, old, &st, &dst))
			goto out;
	}
	ok = 1;
out:
	free(old);
	free(dir);
	return ok ? 0 : -1;
}

/* ours_unfinished - a database of ours (application_id) that was never finished */
static int ours_unfinished(const char *path)
{
	unsigned char hdr[100];
	sqlite3_stmt *st;
	sqlite3 *db = NULL;
	uint32_t app;
	int fd, finished = 0;

	fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return 0;
	if (read(fd, hdr, sizeof(hdr)) != (ssize_t)sizeof(hdr) ||
	    memcmp(hdr, "SQLite format 3", 16) != 0) {
		close(fd);
		return 0;
	}
	close(fd);
	app = (uint32_t)hdr[68] << 24 | (uint32_t)hdr[69] << 16 | (uint32_t)hdr[70] << 8 | hdr[71];
	if (app != PT_APPLICATION_ID)
		return 0;
	/* finished (meta source is written last) but not renamed into place: a
	 * recording to keep, not litter */
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
	    sqlite3_prepare_v2(db, "SELECT 1 FROM meta WHERE key = 'source'", -1, &st, NULL) ==
		    SQLITE_OK) {
		finished = sqlite3_step(st) == SQLITE_ROW;
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	return !finished;
}

int rundb_remove_stale(const char *path)
{
	char *dir = rundb_dir(path);
	struct dirent *e;
	int removed = 0;
	DIR *d;

	if (!dir)
		return 0;
	d = opendir(dir);
	while (d && (e = readdir(d))) {
		const char *t = strstr(e->d_name, ".tmp-");
		char file[4096], *end;
		struct stat st;
		long pid;

		/* NAME.tmp-PID, as rundb_create() names them */
		while (t && strstr(t + 1, ".tmp-"))
			t = strstr(t + 1, ".tmp-");
		if (!t || t == e->d_name)
			continue;
		pid = strtol(t + 5, &end, 10);
		if (end == t + 5 || *end || pid <= 0 || pid == getpid())
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		snprintf(file, sizeof(file), "%s/%s", dir, e->d_name);
		if (lstat(file, &st) < 0 || !S_ISREG(st.st_mode) || !ours_unfinished(file))
			continue;
		if (unlink(file) == 0) {
			pt_warn("removed the stale temporary database %s", file);
			removed++;
		}
	}
	if (d)
		closedir(d);
	free(dir);
	return removed;
}

int rundb_create(struct rundb *r, const char *path)
{
	int n;

	memset(r, 0, sizeof(*r));
	if (rundb_check_output(path) < 0)
		return -1;
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
			pt_err("%s: cannot rename to %s: %s: the recording is kept as %s", r->path,
			       old, strerror(errno), r->tmp_path);
			goto out_keep;
		}
	}
	if (rename(r->tmp_path, r->path) < 0) {
		pt_err("%s: %s: the recording is kept as %s", r->path, strerror(errno),
		       r->tmp_path);
		if (old)
			rename(old, r->path);
		goto out_keep;
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
out_keep:
	/* a finished database: never thrown away because of its name */
	free(old);
	free(r->path);
	free(r->tmp_path);
	r->path = r->tmp_path = NULL;
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
