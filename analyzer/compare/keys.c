// SPDX-License-Identifier: GPL-2.0
/*
 * keys.c - the keys of compare's model: a label's column, a parameter
 * value's row, the benchmark a run is of, a benchmark's perf-per-watt name.
 */
#include <string.h>
#include "compare/compare.h"

/* the index of @s in @v[0..n), or -1 */
static int str_index(char *const *v, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return i;
	return -1;
}

int cmp_label_index(const struct cmp *c, const char *label)
{
	return str_index(c->labels, c->nlabels, label);
}

int cmp_param_index(const struct cmp_bench *b, const char *param)
{
	return str_index(b->params, b->nparams, param);
}

const char *cmp_bench_name(const struct run *r, int *len)
{
	const char *s = r->workload_cmd, *e, *slash;

	if (r->benchmark) {
		*len = (int)strlen(r->benchmark);
		return r->benchmark;
	}
	if (!s || !*s)
		return NULL;
	e = strchr(s, ' ');
	if (!e)
		e = s + strlen(s);
	slash = memrchr(s, '/', e - s);
	if (slash)
		s = slash + 1;
	*len = (int)(e - s);
	return s;
}

/*
 * result_value - the value of a workload_result row: a number as stored (an
 * integer or a real), or text that is one number whole ("12.5"; a REAL
 * column keeps text only when it is none, so this is a rebuilt table's);
 * 0, or -1 when it is none (text like "12abc", a blob), with what it is in
 * @what
 */

const char *cmp_ppw_name(const struct cmp_bench *b, char *buf, size_t n)
{
	snprintf(buf, n, b->lower ? "1/(%.40s x W)" : "%.40s/W", b->metric);
	return buf;
}
