/* SPDX-License-Identifier: GPL-2.0 */
/*
 * utf8.h - well-formed UTF-8, for the string buffer and the quoting that
 * keeps data inert.
 */
#ifndef PT_UTF8_H
#define PT_UTF8_H

#include <stddef.h>

/**
 * utf8_seq_len - the length of the well-formed UTF-8 sequence at @s
 * @s: the bytes
 * @len: how many there are (at least 1)
 * Return: 1 to 4, or 0 when @s does not start one (an invalid or
 * overlong sequence, a surrogate, past U+10FFFF, or cut short).
 */
size_t utf8_seq_len(const unsigned char *s, size_t len);

#endif
