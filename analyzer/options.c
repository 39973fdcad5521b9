// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "findings/findings.h"
#include "cpulist.h"
#include "msg.h"
#include "options.h"

int parse_cpu_list(const char *s, uint8_t **set, int *len)
{
	if (cpulist_parse(s, 65536, set, len) == 0)
		return 0;
	pt_err("--cpu: '%s' is not a CPU list like 0-3,8", s);
	return -1;
}

int parse_pid_list(const char *s, int **pids, int *n)
{
	const char *p = s;

	while (*p) {
		char *end;
		long v = strtol(p, &end, 10);
		int *g;

		if (end == p || v <= 0 || v > 4194304 || (*end && *end != ',')) {
			pt_err("--pid: '%s' is not a list of pids like 1201,1202", s);
			return -1;
		}
		g = realloc(*pids, (size_t)(*n + 1) * sizeof(*g));
		if (!g)
			return -1;
		*pids = g;
		g[(*n)++] = (int)v;
		p = *end ? end + 1 : end;
	}
	return 0;
}

static int parse_seconds(const char *opt, const char *s, double *v)
{
	char *end;

	*v = strtod(s, &end);
	if (*end || end == s || !(*v >= 0)) {
		pt_err("%s: '%s' is not a number of seconds", opt, s);
		return -1;
	}
	return 0;
}

void scope_init(struct scope_args *s)
{
	memset(s, 0, sizeof(*s));
	s->ao.from_s = -1;
	s->ao.judges = &findings_judges;
	s->ao.to_s = -1;
}

int scope_option(struct scope_args *s, int c, const char *arg)
{
	switch (c) {
	case OPT_SCOPE_COMM:
		s->ao.comm_re = arg;
		s->last = "--comm";
		return 1;
	case OPT_SCOPE_PID:
		s->last = "--pid";
		return parse_pid_list(arg, &s->pids, &s->npids) < 0 ? -1 : 1;
	case OPT_SCOPE_CPU:
		free(s->cpus);
		s->cpus = NULL;
		s->last = "--cpu";
		return parse_cpu_list(arg, &s->cpus, &s->ao.cpu_set_len) < 0 ? -1 : 1;
	case OPT_SCOPE_FROM:
		s->last = "--from";
		return parse_seconds("--from", arg, &s->ao.from_s) < 0 ? -1 : 1;
	case OPT_SCOPE_TO:
		s->last = "--to";
		return parse_seconds("--to", arg, &s->ao.to_s) < 0 ? -1 : 1;
	default:
		return 0;
	}
}

int scope_getopt(struct scope_args *s, int argc, char **argv, const struct option *opts)
{
	int c, rc;

	while ((c = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		rc = scope_option(s, c, optarg);
		if (rc < 0)
			return OPT_SCOPE_BAD;
		if (!rc)
			return c;
	}
	return -1;
}

int scope_finish(struct scope_args *s)
{
	if (s->ao.comm_re) {
		regex_t re;

		if (regcomp(&re, s->ao.comm_re, REG_EXTENDED | REG_NOSUB)) {
			pt_err("--comm: '%s' is not a regular expression", s->ao.comm_re);
			return -1;
		}
		regfree(&re);
	}
	if (s->ao.from_s >= 0 && s->ao.to_s >= 0 && s->ao.to_s <= s->ao.from_s) {
		pt_err("--to %g is not after --from %g", s->ao.to_s, s->ao.from_s);
		return -1;
	}
	s->ao.pids = s->pids;
	s->ao.npids = s->npids;
	s->ao.cpu_set = s->cpus;
	return 0;
}

void scope_free(struct scope_args *s)
{
	free(s->pids);
	free(s->cpus);
	s->pids = NULL;
	s->cpus = NULL;
}

/* same_path - @a and @b resolve to the same file name (realpath; a name
 * that is not there yet by its folder's) */
static int same_path(const char *a, const char *b)
{
	char *ra = realpath(a, NULL), *rb = realpath(b, NULL);
	int same = 0;

	if (!ra) {
		char *copy = strdup(a), *dir = copy ? realpath(dirname(copy), NULL) : NULL;
		const char *base = strrchr(a, '/');

		base = base ? base + 1 : a;
		if (dir && asprintf(&ra, "%s/%s", strcmp(dir, "/") ? dir : "", base) < 0)
			ra = NULL;
		free(dir);
		free(copy);
	}
	same = ra && rb && !strcmp(ra, rb);
	free(ra);
	free(rb);
	return same;
}

int out_check(const char *path, char *const *inputs, int n)
{
	struct stat st, in;
	int i, exists;

	if (!path)
		return 0;
	if (!*path) {
		pt_err("-o: an empty file name");
		return -2;
	}
	/* the file the name leads to, through a symbolic link too */
	exists = stat(path, &st) == 0;
	for (i = 0; i < n; i++) {
		if ((exists && stat(inputs[i], &in) == 0 && in.st_dev == st.st_dev &&
		     in.st_ino == st.st_ino) ||
		    same_path(path, inputs[i])) {
			pt_err("%s: -o names the database read (%s): the analyzer never writes over "
			       "its input", path, inputs[i]);
			return -2;
		}
	}
	if (lstat(path, &st) < 0)
		return 0;
	if (S_ISLNK(st.st_mode)) {
		pt_err("%s: a symbolic link: not followed (name the file it leads to)", path);
		return -1;
	}
	if (S_ISDIR(st.st_mode)) {
		pt_err("%s: is a directory", path);
		return -1;
	}
	return 0;
}

/* tmp_open - a private temporary file beside @path: "DIR/.NAME.XXXXXX" */
static int tmp_open(struct out *o, const char *path, const struct stat *old)
{
	const char *base = strrchr(path, '/');
	mode_t mask;
	int fd;

	base = base ? base + 1 : path;
	if (asprintf(&o->tmp, "%.*s.%s.XXXXXX", (int)(base - path), path, base) < 0) {
		o->tmp = NULL;
		pt_err("%s: out of memory", path);
		return -1;
	}
	fd = mkostemp(o->tmp, O_CLOEXEC);
	if (fd < 0) {
		/* the folder: ".", "/", or the name up to its last '/' */
		int n = base <= path + 1 ? 1 : (int)(base - path - 1);

		pt_err("%s: cannot create a file in %.*s: %s", path, n, base == path ? "." : path,
		       strerror(errno));
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	/* the mode fopen() would give: the old file's, or 0666 less the umask */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, old ? old->st_mode & 0777 : 0666 & ~mask) < 0 ||
	    !(o->f = fdopen(fd, "w"))) {
		pt_err("%s: %s", o->tmp, strerror(errno));
		close(fd);
		unlink(o->tmp);
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	return 0;
}

int out_open(struct out *o, const char *path)
{
	struct stat st;
	int fd;

	memset(o, 0, sizeof(*o));
	o->path = path;
	if (!path) {
		o->f = stdout;
		return 0;
	}
	if (lstat(path, &st) < 0) {
		if (errno != ENOENT) {
			pt_err("%s: %s", path, strerror(errno));
			return -1;
		}
		return tmp_open(o, path, NULL);
	}
	if (S_ISREG(st.st_mode))
		return tmp_open(o, path, &st);
	if (S_ISLNK(st.st_mode) || S_ISDIR(st.st_mode)) {
		pt_err(S_ISDIR(st.st_mode) ? "%s: is a directory" :
					     "%s: a symbolic link: not followed (name the file it "
					     "leads to)", path);
		return -1;
	}
	/* a device or a FIFO (-o /dev/null): written as it is, never created */
	fd = open(path, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
	if (fd < 0 || !(o->f = fdopen(fd, "w"))) {
		pt_err("%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return 0;
}

int out_close(struct out *o)
{
	int ret = 0;

	if (o->f == stdout) {
		if (fflush(stdout) == 0)
			return 0;
		pt_err("stdout: %s", strerror(errno));
		return -1;
	}
	ret = ferror(o->f) ? -1 : 0;
	if (fclose(o->f) != 0 || ret) {
		pt_err("%s: %s", o->tmp ? o->tmp : o->path, strerror(errno ? errno : EIO));
		ret = -1;
	}
	o->f = NULL;
	if (o->tmp && !ret && rename(o->tmp, o->path) < 0) {
		pt_err("%s: cannot replace it: %s", o->path, strerror(errno));
		ret = -1;
	}
	if (o->tmp && ret)
		unlink(o->tmp);
	free(o->tmp);
	o->tmp = NULL;
	return ret;
}

/* cmp_parse_noise - "2", "2%" or "0.5" (percent) into a fraction */
int cmp_parse_noise(const char *s, double *v)
{
	char *end;
	double pct = strtod(s, &end);

	if (end != s && *end == '%')
		end++;
	if (end == s || *end || !(pct >= 0 && pct < 100)) {
		pt_err("--noise: '%s' is not a percentage from 0 to below 100", s);
		return -1;
	}
	*v = pct / 100;
	return 0;
}

int cmp_option(struct cmp_opts *o, int c, const char *arg)
{
	switch (c) {
	case OPT_CMP_BASELINE:
		o->baseline = arg;
		return 1;
	case OPT_CMP_LABELS:
		o->labels = arg;
		return 1;
	case OPT_CMP_NO_CACHE:
		o->no_cache = 1;
		return 1;
	default:
		return 0;
	}
}
