// SPDX-License-Identifier: GPL-2.0
/*
 * wrap.c - fold text into lines of a fixed width (wrap.h).
 */
#include <string.h>
#include "wrap.h"

/* put_line - @first (or @indent spaces when NULL), then @n bytes of @s, no
 * trailing space */
static void put_line(FILE *f, const char *first, int indent, const char *s, int n)
{
	int k = first ? (int)strlen(first) : 0;

	while (n > 0 && s[n - 1] == ' ')
		n--;
	if (!n) {
		while (k > 0 && first[k - 1] == ' ')
			k--;
		fprintf(f, "%.*s\n", k, first ? first : "");
	} else if (first) {
		fprintf(f, "%s%.*s\n", first, n, s);
	} else {
		fprintf(f, "%*s%.*s\n", indent, "", n, s);
	}
}

void wrap_text(FILE *f, const char *first, int indent, const char *s, int width)
{
	const char *p = s ? s : "";
	int started = 0;

	do {
		int avail = width - (started ? indent : (int)strlen(first));
		int n = (int)strlen(p), cut = n;

		if (avail < 20)
			avail = 20;
		if (n > avail) {
			cut = avail;
			while (cut > 0 && p[cut] != ' ')
				cut--;
			if (cut == 0)
				cut = avail; /* a word longer than the line: cut it */
		}
		put_line(f, started ? NULL : first, indent, p, cut);
		started = 1;
		p += cut;
		while (*p == ' ')
			p++;
	} while (*p);
}
