// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "msg.h"
#include "options.h"

int parse_cpu_list(const char *s, uint8_t **set, int *len)
{
	const char *p = s;
	uint8_t *m = NULL;
	int n = 0;

	while (*p) {
		char *end;
		long a = strtol(p, &end, 10), b;

		if (end == p || a < 0 || a > 65535)
			goto out_bad;
		b = a;
		p = end;
		if (*p == '-') {
			b = strtol(p + 1, &end, 10);
			if (end == p + 1 || b < a || b > 65535)
				goto out_bad;
			p = end;
		}
		if (b + 1 > n) {
			uint8_t *g = realloc(m, (size_t)b + 1);

			if (!g)
				goto out_bad;
			memset(g + n, 0, (size_t)(b + 1 - n));
			m = g;
			n = (int)b + 1;
		}
		for (; a <= b; a++)
			m[a] = 1;
		if (*p == ',')
			p++;
		else if (*p)
			goto out_bad;
	}
	if (!n)
		goto out_bad;
	*set = m;
	*len = n;
	return 0;

out_bad:
	free(m);
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

FILE *out_open(const char *path)
{
	FILE *f;

	if (!path)
		return stdout;
	f = fopen(path, "w");
	if (!f)
		pt_err("%s: %s", path, strerror(errno));
	return f;
}

int out_close(FILE *f, const char *path)
{
	if (f == stdout) {
		if (fflush(stdout) == 0)
			return 0;
		pt_err("stdout: %s", strerror(errno));
		return -1;
	}
	if (fclose(f) == 0)
		return 0;
	pt_err("%s: %s", path, strerror(errno));
	return -1;
}
