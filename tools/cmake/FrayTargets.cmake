# Helpers shared by every layer's CMakeLists.txt.

# Common warnings for all Fray targets.
function(fray_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(FRAY_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# fray_add_layer(NAME <layer> DEPENDS <libs...>)
# A static library made of every .cpp under the calling folder and its subfolders (except those
# with a CMakeLists.txt of their own: another library), public headers under
# include/fray/<layer>/. Globbing keeps the per-file bookkeeping out of CMake; CONFIGURE_DEPENDS
# re-globs on build.
function(fray_add_layer)
  cmake_parse_arguments(ARG "" "NAME" "DEPENDS" ${ARGN})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*.cpp")
  file(GLOB_RECURSE nested LIST_DIRECTORIES false "${CMAKE_CURRENT_SOURCE_DIR}/*/CMakeLists.txt")
  foreach(list_file IN LISTS nested)
    get_filename_component(library_dir "${list_file}" DIRECTORY)
    string(LENGTH "${library_dir}/" prefix_length)
    foreach(source IN LISTS sources)
      string(SUBSTRING "${source}" 0 ${prefix_length} prefix)
      if(prefix STREQUAL "${library_dir}/")
        list(REMOVE_ITEM sources "${source}")
      endif()
    endforeach()
  endforeach()
  file(GLOB_RECURSE headers CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/include/fray/${ARG_NAME}/*.h")
  add_library(fray_${ARG_NAME} STATIC ${sources} ${headers})
  add_library(fray::${ARG_NAME} ALIAS fray_${ARG_NAME})
  target_include_directories(fray_${ARG_NAME} PUBLIC "${PROJECT_SOURCE_DIR}/include"
                                                     "${PROJECT_BINARY_DIR}/generated")
  target_link_libraries(fray_${ARG_NAME} PUBLIC ${ARG_DEPENDS})
  fray_set_warnings(fray_${ARG_NAME})
endfunction()

# Fails the configure step when a non-GUI target links Qt, directly or through a dependency.
# The compile step fails too: these targets never get Qt's include paths.
function(fray_check_no_qt)
  foreach(target IN LISTS ARGN)
    set(pending ${target})
    set(seen "")
    while(pending)
      list(POP_FRONT pending current)
      if(current IN_LIST seen)
        continue()
      endif()
      list(APPEND seen ${current})
      if(current MATCHES "^Qt[0-9]*::" OR current MATCHES "^Qt[0-9]")
        message(FATAL_ERROR "Layer rule broken: ${target} links ${current}; only src/app may use Qt.")
      endif()
      if(TARGET ${current})
        get_target_property(kind ${current} TYPE)
        get_target_property(libs ${current} LINK_LIBRARIES)
        if(kind STREQUAL "INTERFACE_LIBRARY")
          get_target_property(libs ${current} INTERFACE_LINK_LIBRARIES)
        endif()
        if(libs)
          list(APPEND pending ${libs})
        endif()
      endif()
    endwhile()
  endforeach()
endfunction()
