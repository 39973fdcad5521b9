// SPDX-License-Identifier: GPL-2.0
/*
 * wrap.c - fold text into lines of a fixed width (wrap.h).
 */
#include <string.h>
#include "wrap.h"

/* is_lead - @c starts a character of UTF-8 (is no continuation byte) */
static int is_lead(char c)
{
	return ((unsigned char)c & 0xc0) != 0x80;
}

/* chars - the characters of @s: its UTF-8 lead bytes */
static int chars(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += is_lead(*s);
	return n;
}

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

/*
 * cut_at - where the line of @p that may hold @avail characters ends (in
 * bytes): at the last space of its first @avail + 1 characters, or, a word
 * longer than the line, after @avail characters; all of @p when it fits
 */
static int cut_at(const char *p, int avail)
{
	int i = 0, n = 0, space = 0;

	for (; p[i]; i++) {
		if (!is_lead(p[i]))
			continue;
		if (n == avail)
			break;
		if (p[i] == ' ' && i)
			space = i;
		n++;
	}
	if (!p[i])
		return i;
	/* p[i] is the first character past the line: a space there breaks it */
	if (p[i] == ' ')
		return i;
	return space ? space : i;
}

void wrap_text(FILE *f, const char *first, int indent, const char *s, int width)
{
	const char *p = s ? s : "";
	int started = 0;

	do {
		int avail = width - (started ? indent : chars(first));
		int cut;

		if (avail < 20)
			avail = 20;
		cut = cut_at(p, avail);
		put_line(f, started ? NULL : first, indent, p, cut);
		started = 1;
		p += cut;
		while (*p == ' ')
			p++;
	} while (*p);
}
