// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"
#include "utf8.h"

static int grow(struct strbuf *sb, size_t extra)
{
	size_t cap;
	char *p;

	if (sb->oom)
		return -1;
	if (sb->len + extra + 1 <= sb->cap)
		return 0;
	cap = sb->cap ? sb->cap : 64;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	p = realloc(sb->buf, cap);
	if (!p) {
		sb->oom = 1;
		return -1;
	}
	sb->buf = p;
	sb->cap = cap;
	return 0;
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	sb->oom = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
}

void sb_free(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	sb->oom = 0;
}

void sb_add(struct strbuf *sb, const char *s, size_t len)
{
	if (grow(sb, len) < 0)
		return;
	memcpy(sb->buf + sb->len, s, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_addc(struct strbuf *sb, char c)
{
	sb_add(sb, &c, 1);
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || grow(sb, (size_t)n) < 0)
		return;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

void sb_json_str(struct strbuf *sb, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *u = (const unsigned char *)s;
	size_t i, n;

	sb_addc(sb, '"');
	for (i = 0; i < len; i += n) {
		unsigned char c = u[i];
		unsigned int cp;

		n = 1;
		switch (c) {
		case '"':
			sb_add(sb, "\\\"", 2);
			continue;
		case '\\':
			sb_add(sb, "\\\\", 2);
			continue;
		case '\n':
			sb_add(sb, "\\n", 2);
			continue;
		case '\t':
			sb_add(sb, "\\t", 2);
			continue;
		case '\r':
			sb_add(sb, "\\r", 2);
			continue;
		}
		if (c < 0x80 && c >= 0x20 && c != 0x7f) {
			sb_addc(sb, (char)c);
			continue;
		}
		if (c < 0x80) {
			cp = c;
		} else {
			/* JSON is UTF-8: a byte that starts no well-formed sequence is
			 * U+FFFD, the replacement character, never the byte */
			n = utf8_seq_len(u + i, len - i);
			if (!n) {
				n = 1;
				sb_add(sb, "\\ufffd", 6);
				continue;
			}
			cp = n == 2 ? (c & 0x1fu) << 6 | (u[i + 1] & 0x3fu) :
			     n == 3 ? (c & 0x0fu) << 12 | (u[i + 1] & 0x3fu) << 6 | (u[i + 2] & 0x3fu) :
				      0x10000; /* 4 bytes: printed as they are */
			/* the C1 controls (a terminal's CSI is U+009B) and the
			 * line separators JavaScript ends a line at: escaped */
			if (!(cp < 0xa0 || cp == 0x2028 || cp == 0x2029)) {
				sb_add(sb, s + i, n);
				continue;
			}
		}
		{
			char e[6] = { '\\', 'u', hex[cp >> 12], hex[(cp >> 8) & 15], hex[(cp >> 4) & 15],
				      hex[cp & 15] };

			sb_add(sb, e, 6);
		}
	}
	sb_addc(sb, '"');
}

const char *sb_cstr(struct strbuf *sb)
{
	return sb->buf ? sb->buf : "";
}
