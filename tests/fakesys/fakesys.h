/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fakesys.h - build fake sysfs trees for the unit tests (PSTATE_SYSFS).
 *
 *	char *root = fs_mktemp();
 *	fs_write(root, "devices/system/cpu/cpu0/topology/core_id", "%d\n", 0);
 *	...
 *	fs_rmtree(root);
 *	free(root);
 *
 * Files are written whole through a temporary file and rename(), so a reader
 * never sees a half-written value even while a test thread rewrites it.
 * Failures abort the test: a tree that is not as the test says is no fixture.
 */
#ifndef PT_FAKESYS_H
#define PT_FAKESYS_H

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ftw.h>
#include <sys/stat.h>

static inline void fs_die(const char *what, const char *path)
{
	fprintf(stderr, "not ok - fakesys: %s %s: %s\n", what, path, strerror(errno));
	exit(1);
}

/* fs_mktemp - a new empty directory under $TMPDIR (or /tmp); the caller frees it */
static inline char *fs_mktemp(void)
{
	const char *tmp = getenv("TMPDIR");
	char *dir;

	if (asprintf(&dir, "%s/pstate-fakesys.XXXXXX", tmp && *tmp ? tmp : "/tmp") < 0)
		fs_die("asprintf", "");
	if (!mkdtemp(dir))
		fs_die("mkdtemp", dir);
	return dir;
}

/* fs_join - @root/@rel into @buf (PATH_MAX bytes) */
static inline char *fs_join(char *buf, const char *root, const char *rel)
{
	if (snprintf(buf, PATH_MAX, "%s/%s", root, rel) >= PATH_MAX)
		fs_die("path too long:", rel);
	return buf;
}

/* fs_mkdirs - mkdir -p @path */
static inline void fs_mkdirs(const char *path)
{
	char buf[PATH_MAX], *p;

	snprintf(buf, sizeof(buf), "%s", path);
	for (p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) < 0 && errno != EEXIST)
			fs_die("mkdir", buf);
		*p = '/';
	}
	if (mkdir(buf, 0755) < 0 && errno != EEXIST)
		fs_die("mkdir", buf);
}

/* fs_dir - mkdir -p @root/@rel */
static inline void fs_dir(const char *root, const char *rel)
{
	char path[PATH_MAX];

	fs_mkdirs(fs_join(path, root, rel));
}

/* fs_write - @root/@rel gets the printf output, its directories made first */
static inline void __attribute__((format(printf, 3, 4)))
fs_write(const char *root, const char *rel, const char *fmt, ...)
{
	char path[PATH_MAX], tmp[PATH_MAX + 8], *slash;
	va_list ap;
	FILE *f;

	fs_join(path, root, rel);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	slash = strrchr(path, '/');
	*slash = '\0';
	fs_mkdirs(path);
	*slash = '/';
	f = fopen(tmp, "w");
	if (!f)
		fs_die("fopen", tmp);
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	if (fclose(f) != 0)
		fs_die("fclose", tmp);
	if (rename(tmp, path) < 0)
		fs_die("rename", path);
}

/* fs_symlink - @root/@rel -> @target (as given: relative targets stay relative) */
static inline void fs_symlink(const char *root, const char *rel, const char *target)
{
	char path[PATH_MAX], *slash;

	fs_join(path, root, rel);
	slash = strrchr(path, '/');
	*slash = '\0';
	fs_mkdirs(path);
	*slash = '/';
	if (symlink(target, path) < 0)
		fs_die("symlink", path);
}

static inline int fs_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(path);
}

/* fs_rmtree - rm -rf @root */
static inline void fs_rmtree(const char *root)
{
	nftw(root, fs_rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

#endif
