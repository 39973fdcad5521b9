// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
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
#include "litter.h"
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
	"amd_pstate_status", "clock_sync_markers", "counters", "driver", "governor",
	"governor_tunables", "hostname", "interrupted", "kernel_release", "last_line_no_newline",
	"lines_unparsed", "lost", "nr_cpus", "prev_state_numeric", "records_unreadable",
	"schema_version", "systrace_blocks_read", "systrace_blocks_skipped", "t_end_ns",
	"t_start_ns", "tool_version", "tracing", "uname", "values_invalid",
	NULL,
};
static const char *const tool_key_families[] = {
	"buffer_", "counters_", "cpu_", "cpuidle_", "events_", "kernel_", "smt_", "source", "spool_", "trace",
	"truncated", "ts_", "workload_", NULL,
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

/*
 * The connection settings of a bulk load (no journal, no sync), as
 * db_open_bulk() sets them: the database is a new file nobody reads until
 * it is renamed into place.
 */
static const char bulk_pragmas[] = "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
				   "PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY;";

/* header_id - the application_id of the SQLite file @fd; 0 when it is not one */
static uint32_t header_id(int fd)
{
	unsigned char hdr[100];

	if (pread(fd, hdr, sizeof(hdr), 0) != (ssize_t)sizeof(hdr) ||
	    memcmp(hdr, "SQLite format 3", 16) != 0)
		return 0;
	return (uint32_t)hdr[68] << 24 | (uint32_t)hdr[69] << 16 | (uint32_t)hdr[70] << 8 | hdr[71];
}

/* tmp_name_ok - NAME.tmp-N, as rundb_create() names them */
static int tmp_name_ok(const char *name)
{
	const char *t = strstr(name, ".tmp-"), *d;

	while (t && strstr(t + 1, ".tmp-"))
		t = strstr(t + 1, ".tmp-");
	if (!t || t == name || !isdigit((unsigned char)t[5]))
		return 0;
	for (d = t + 5; isdigit((unsigned char)*d); d++)
		;
	return !*d;
}

/* remove_if_stale - one candidate, @name in @dir_fd (@path in messages); 1 if removed */
static int remove_if_stale(int dir_fd, const char *name, const char *path)
{
	struct stat st;
	int fd, ret = 0, rc;

	/* O_NONBLOCK: a fifo by that name must not hang us */
	fd = openat(dir_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return 0;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || header_id(fd) != RUNDB_WRITING_ID) {
		/* not a database being written: another tool's file, or a finished one
		 * whose rename failed (a recording to keep) */
		close(fd);
		return 0;
	}
	if (st.st_uid != geteuid()) {
		pt_warn("%s: another user's temporary database (uid %u): left alone", path,
			(unsigned int)st.st_uid);
	} else {
		rc = litter_unlocked(fd);
		if (rc < 0)
			pt_debug("%s: cannot be told from a live one (%s): left alone", path,
				 strerror(errno));
		/* rc 0: a live recording's or import's, maybe in another PID namespace */
		else if (rc == 1 && litter_same(dir_fd, name, fd) && unlinkat(dir_fd, name, 0) == 0)
			ret = 1;
	}
	close(fd);
	if (ret)
		pt_warn("removed the stale temporary database %s", path);
	return ret;
}

int rundb_remove_stale(const char *path)
{
	char *dir = rundb_dir(path);
	int dir_fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1, list_fd;
	struct dirent *e;
	int removed = 0;
	DIR *d = NULL;

	list_fd = dir_fd >= 0 ? dup(dir_fd) : -1;
	if (list_fd >= 0) {
		d = fdopendir(list_fd);
		if (!d)
			close(list_fd);
	}
	while (d && (e = readdir(d))) {
		char file[4096];

		if (!tmp_name_ok(e->d_name))
			continue;
		snprintf(file, sizeof(file), "%s/%s", dir, e->d_name);
		removed += remove_if_stale(dir_fd, e->d_name, file);
	}
	if (d)
		closedir(d);
	if (dir_fd >= 0)
		close(dir_fd);
	free(dir);
	return removed;
}

int rundb_open(const struct rundb *r, sqlite3 **dbp)
{
	sqlite3 *db = NULL;
	struct stat a, b;

	/* no link anywhere in the path (tmp_real has none of its own): what
	 * SQLite writes is our file, whatever is renamed in the folder meanwhile */
	if (sqlite3_open_v2(r->tmp_real, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW,
			    NULL) != SQLITE_OK) {
		pt_err("%s: %s", r->tmp_path, db ? sqlite3_errmsg(db) : "cannot open");
		sqlite3_close(db);
		return -1;
	}
	if (fstat(r->lock_fd, &a) < 0 || stat(r->tmp_real, &b) < 0 || a.st_dev != b.st_dev ||
	    a.st_ino != b.st_ino) {
		pt_err("%s: replaced by another file meanwhile", r->tmp_path);
		sqlite3_close(db);
		return -1;
	}
	if (db_exec(db, bulk_pragmas) < 0) {
		sqlite3_close(db);
		return -1;
	}
	*dbp = db;
	return 0;
}

/*
 * init_db - the schema into the empty temporary file, marked as being
 * written (application_id RUNDB_WRITING_ID, so that a later run can tell it
 * from a finished database once its lock is gone), and our version
 */
static int init_db(struct rundb *r)
{
	char buf[64];

	if (rundb_open(r, &r->db) < 0)
		return -1;
	snprintf(buf, sizeof(buf), "PRAGMA application_id = %d", RUNDB_WRITING_ID);
	if (db_exec(r->db, "PRAGMA page_size = 8192") < 0 || db_exec(r->db, "BEGIN") < 0 ||
	    db_exec(r->db, pt_schema_sql) < 0 || db_exec(r->db, buf) < 0 ||
	    db_set_meta_int(r->db, "schema_version", PT_SCHEMA_VERSION) < 0 ||
	    db_exec(r->db, "COMMIT") < 0 || db_set_meta(r->db, "tool_version", pt_version) < 0) {
		pt_err("%s: cannot create the database", r->path);
		return -1;
	}
	return 0;
}

/* last_name - the last component of @path (no trailing '/': rundb_check_output) */
static const char *last_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

int rundb_create(struct rundb *r, const char *path)
{
	char *dir = NULL, *real = NULL;
	struct stat a, b;

	memset(r, 0, sizeof(*r));
	r->dir_fd = r->lock_fd = -1;
	if (rundb_check_output(path) < 0)
		return -1;
	dir = rundb_dir(path);
	r->path = strdup(path);
	if (!dir || !r->path || asprintf(&r->tmp_path, "%s.tmp-%d", path, (int)getpid()) < 0) {
		r->tmp_path = NULL;
		goto out_err;
	}
	r->dir_fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	real = realpath(dir, NULL);
	if (r->dir_fd < 0 || !real || fstat(r->dir_fd, &a) < 0 || stat(real, &b) < 0 ||
	    a.st_dev != b.st_dev || a.st_ino != b.st_ino) {
		pt_err("%s: %s: %s", path, dir, r->dir_fd < 0 || !real ? strerror(errno) :
								  "replaced meanwhile");
		goto out_err;
	}
	if (asprintf(&r->tmp_real, "%s/%s", strcmp(real, "/") ? real : "",
		     last_name(r->tmp_path)) < 0) {
		r->tmp_real = NULL;
		goto out_err;
	}
	/* made here, new, never through a link; locked until we are done (litter.h) */
	r->lock_fd = openat(r->dir_fd, last_name(r->tmp_path),
			    O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (r->lock_fd < 0) {
		if (errno == EEXIST)
			pt_err("%s: exists: another recording's with this process id (in another "
			       "PID namespace?), or one kept there: not overwritten", r->tmp_path);
		else
			pt_err("%s: %s", r->tmp_path, strerror(errno));
		goto out_err;
	}
	if (litter_lock(r->lock_fd) < 0)
		pt_debug("%s: no lock on this file system (%s): if this run is killed, the next "
			 "one cannot tell it from a live one and leaves it", r->tmp_path,
			 strerror(errno));
	if (init_db(r) < 0) {
		rundb_abort(r);
		free(dir);
		free(real);
		return -1;
	}
	free(dir);
	free(real);
	return 0;

out_err:
	free(dir);
	free(real);
	rundb_abort(r);
	return -1;
}

int rundb_reset(struct rundb *r)
{
	if (r->db)
		sqlite3_close(r->db);
	r->db = NULL;
	/* the same file, emptied: its lock stays */
	if (ftruncate(r->lock_fd, 0) < 0) {
		pt_err("%s: %s", r->tmp_path, strerror(errno));
		return -1;
	}
	return init_db(r);
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

/* rundb_close - let go of everything; the files stay as they are */
static void rundb_close(struct rundb *r)
{
	if (r->db)
		sqlite3_close(r->db);
	if (r->lock_fd >= 0)
		close(r->lock_fd);
	if (r->dir_fd >= 0)
		close(r->dir_fd);
	free(r->path);
	free(r->tmp_path);
	free(r->tmp_real);
	memset(r, 0, sizeof(*r));
	r->dir_fd = r->lock_fd = -1;
}

/* stop - asked between the steps of rundb_finish(): abandon the database */
static int stop(const struct rundb *r)
{
	return r->stop && r->stop(r->stop_arg);
}

/* kept_or_lost - after a failed rename: the message names the file only when it is there */
static void kept_or_lost(const struct rundb *r, const char *why)
{
	if (litter_same(r->dir_fd, last_name(r->tmp_path), r->lock_fd))
		pt_err("%s: %s: the recording is kept as %s", r->path, why, r->tmp_path);
	else
		pt_err("%s: %s; and %s, the finished recording, was removed or replaced "
		       "meanwhile: it is lost", r->path, why, r->tmp_path);
}

int rundb_finish(struct rundb *r)
{
	const char *name = last_name(r->path), *tmp = last_name(r->tmp_path);
	char buf[64], *old = NULL;
	struct stat st;
	int rc, had_old = 0;

	/* complete: from now on no later run takes it for litter */
	snprintf(buf, sizeof(buf), "PRAGMA application_id = %d", PT_APPLICATION_ID);
	if (db_exec(r->db, buf) < 0)
		goto out_abort;
	rc = sqlite3_close(r->db);
	r->db = NULL;
	if (rc != SQLITE_OK) {
		pt_err("%s: closing the database failed", r->tmp_path);
		goto out_abort;
	}
	if (asprintf(&old, "%s.old", name) < 0) {
		old = NULL;
		goto out_abort;
	}
	if (stop(r))
		goto out_stopped;
	if (fstatat(r->dir_fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0) {
		if (renameat(r->dir_fd, name, r->dir_fd, old) < 0) {
			char why[160];

			snprintf(why, sizeof(why), "cannot rename to %s.old: %s", r->path,
				 strerror(errno));
			kept_or_lost(r, why);
			goto out_keep;
		}
		had_old = 1;
		/* between the two renames: abandoning puts the old file back */
		if (stop(r)) {
			renameat(r->dir_fd, old, r->dir_fd, name);
			goto out_stopped;
		}
	}
	if (renameat(r->dir_fd, tmp, r->dir_fd, name) < 0) {
		kept_or_lost(r, strerror(errno));
		if (had_old)
			renameat(r->dir_fd, old, r->dir_fd, name);
		goto out_keep;
	}
	free(old);
	rundb_close(r);
	return 0;

out_stopped:
	free(old);
	rundb_abort(r);
	return -EINTR;
out_abort:
	free(old);
	rundb_abort(r);
	return -1;
out_keep:
	/* a finished database: never thrown away because of its name */
	free(old);
	rundb_close(r);
	return -1;
}

void rundb_abort(struct rundb *r)
{
	if (r->db)
		sqlite3_close(r->db);
	r->db = NULL;
	/* ours only: never a file renamed in its place meanwhile */
	if (r->tmp_path && r->lock_fd >= 0 &&
	    litter_same(r->dir_fd, last_name(r->tmp_path), r->lock_fd))
		unlinkat(r->dir_fd, last_name(r->tmp_path), 0);
	rundb_close(r);
}
