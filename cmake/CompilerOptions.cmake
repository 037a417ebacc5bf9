# SPDX-License-Identifier: GPL-3.0-or-later
# Warning, sanitizer, error and debug-information flags shared by every target of the project.

include(CheckCXXCompilerFlag)
include(CheckLinkerFlag)

add_library(fairyboard_options INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(fairyboard_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                                                        -Wnon-virtual-dtor -Wcast-align)
    if(FAIRYBOARD_WERROR)
        target_compile_options(fairyboard_options INTERFACE -Werror)
    endif()
    if(FAIRYBOARD_SANITIZE)
        target_compile_options(fairyboard_options INTERFACE -fsanitize=address,undefined
                                                            -fno-omit-frame-pointer
                                                            -fno-sanitize-recover=undefined)
        target_link_options(fairyboard_options INTERFACE -fsanitize=address,undefined)
        # Line tables are all a sanitizer's stack traces need; full debug information made the
        # sanitizer build of the tests too large for the CI machine's disk.
        target_compile_options(fairyboard_options INTERFACE -g1)
    endif()
    # lld when the toolchain has it: every test program links the whole engine and GUI with
    # their (compressed) debug information, which ld.bfd takes about eight seconds per program
    # to write; the choice of linker changes nothing in what is built.
    check_linker_flag(CXX -fuse-ld=lld FAIRYBOARD_HAVE_LLD)
    if(FAIRYBOARD_HAVE_LLD)
        target_link_options(fairyboard_options INTERFACE -fuse-ld=lld)
    endif()
    # Compressed debug sections: every test links the whole engine and GUI, so without this
    # the build directory holds gigabytes of the same debug information many times over.
    check_cxx_compiler_flag(-gz FAIRYBOARD_HAVE_GZ)
    check_linker_flag(CXX -gz FAIRYBOARD_HAVE_LINK_GZ)
    if(FAIRYBOARD_HAVE_GZ AND FAIRYBOARD_HAVE_LINK_GZ)
        target_compile_options(fairyboard_options INTERFACE -gz)
        target_link_options(fairyboard_options INTERFACE -gz)
    endif()
endif()
target_compile_definitions(fairyboard_options INTERFACE QT_NO_KEYWORDS
                                                         QT_NO_NARROWING_CONVERSIONS_IN_CONNECT)
