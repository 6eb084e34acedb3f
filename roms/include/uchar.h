/* <uchar.h>: the types of u'' and U'' literals (C11 7.28). */
#ifndef _UCHAR_H
#define _UCHAR_H

#include <stddef.h>

typedef unsigned short char16_t;
typedef unsigned int char32_t;

#endif
