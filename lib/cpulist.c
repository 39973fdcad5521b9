// SPDX-License-Identifier: GPL-2.0
/*
 * cpulist.c - CPU lists: "0-3,8", digits only, ranges in order
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cpulist.h"

/* number - digits only (strtol would take " 5" and "+5"), below @max */
static int number(const char **p, int max, long *v)
{
	char *end;

	if (!isdigit((unsigned char)**p))
		return -1;
	errno = 0;
	*v = strtol(*p, &end, 10);
	if (errno || *v >= max)
		return -1;
	*p = end;
	return 0;
}

int cpulist_parse(const char *s, int max, uint8_t **set, int *len)
{
	const char *p = s;
	uint8_t *m = NULL;
	int n = 0;

	while (*p) {
		long a, b;

		if (number(&p, max, &a) < 0)
			goto out_bad;
		b = a;
		if (*p == '-') {
			p++;
			if (number(&p, max, &b) < 0 || b < a)
				goto out_bad;
		}
		if (b + 1 > n) {
			uint8_t *g = realloc(m, (size_t)b + 1);

			if (!g)
				goto out_bad;
			memset(g + n, 0, (size_t)(b + 1 - n));
			m = g;
			n = (int)b + 1;
		}
		memset(m + a, 1, (size_t)(b - a + 1));
		if (*p == ',' && p[1])
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
	return -1;
}

int cpulist_format(const uint8_t *set, int len, struct strbuf *sb)
{
	int c = 0, n = 0, first = 1;

	while (c < len) {
		int e;

		if (!set[c]) {
			c++;
			continue;
		}
		for (e = c; e + 1 < len && set[e + 1]; e++)
			;
		if (e > c)
			sb_printf(sb, "%s%d-%d", first ? "" : ",", c, e);
		else
			sb_printf(sb, "%s%d", first ? "" : ",", c);
		n += e - c + 1;
		first = 0;
		c = e + 1;
	}
	return n;
}
