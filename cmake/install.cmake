# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
#
# Install tree laid out like a CANN toolkit: set_env.sh, include/{acl,aclnn,aclnnop},
# lib64/ with CANN's library names, and a CMake package for find_package(aclnn_portable).
include(CMakePackageConfigHelpers)

install(TARGETS ascendcl nnopbase opapi graph EXPORT aclnn_portable_targets
  LIBRARY DESTINATION ${ACLP_LIBDIR}
  INCLUDES DESTINATION include include/aclnnop)
install(DIRECTORY include/acl include/aclnn include/error_codes DESTINATION include)
install(FILES include/aclnnop/aclnn_util.h ${ACLP_OP_HEADERS} DESTINATION include/aclnnop)
foreach(alias ${ACLP_OPAPI_ALIASES})
  install(FILES $<TARGET_FILE_DIR:opapi>/lib${alias}.so DESTINATION ${ACLP_LIBDIR})
endforeach()
# Graph mode: headers at CANN's graph paths, prototypes under opp/, the graph libraries also in lib64/stub.
install(DIRECTORY include/graph include/ge DESTINATION include)
install(FILES ${ACLP_OP_PROTOS} ${ACLP_OPP_HEADERS} ${ACLP_OPP_GENERATED} DESTINATION opp/built-in/op_proto/inc)
foreach(alias ${ACLP_GRAPH_ALIASES})
  install(FILES $<TARGET_FILE_DIR:graph>/lib${alias}.so DESTINATION ${ACLP_LIBDIR})
endforeach()
install(CODE "
  file(MAKE_DIRECTORY \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${ACLP_LIBDIR}/stub)
  foreach(lib graph ${ACLP_GRAPH_ALIASES})
    execute_process(COMMAND \${CMAKE_COMMAND} -E create_symlink ../libgraph.so
                    \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${ACLP_LIBDIR}/stub/lib\${lib}.so)
  endforeach()")

# set_env.sh gets the prefix of the install that writes it (cmake --install --prefix P decides it then),
# for shells that cannot tell a sourced file where it is.
set(ACLP_SET_ENV_PREFIX "@ACLP_SET_ENV_PREFIX@")  # kept for the install step below
configure_file(cmake/set_env.sh.in ${CMAKE_CURRENT_BINARY_DIR}/set_env.sh.in @ONLY)
install(CODE "
  set(ACLP_SET_ENV_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  get_filename_component(ACLP_SET_ENV_PREFIX \"\${ACLP_SET_ENV_PREFIX}\" ABSOLUTE)
  configure_file(${CMAKE_CURRENT_BINARY_DIR}/set_env.sh.in \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/set_env.sh\" @ONLY)
  file(CHMOD \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/set_env.sh\" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
       GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  message(STATUS \"Installing: \$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/set_env.sh\")")

# share/cmake/ is searched on every distribution (Debian's CMake skips lib64/ for packages).
set(ACLP_CMAKE_DIR share/cmake/aclnn_portable)
install(EXPORT aclnn_portable_targets NAMESPACE aclnn_portable:: DESTINATION ${ACLP_CMAKE_DIR})
configure_package_config_file(cmake/aclnn_portable-config.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/aclnn_portable-config.cmake INSTALL_DESTINATION ${ACLP_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/aclnn_portable-config-version.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/aclnn_portable-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/aclnn_portable-config-version.cmake
  DESTINATION ${ACLP_CMAKE_DIR})
install(FILES LICENSE DESTINATION share/doc/aclnn_portable)
